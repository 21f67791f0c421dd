"use client";
// Admins' list of accounts: who may sign in, for which facilities or company;
// create one; deactivate one (their open sessions end at once).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useRunFacilities } from "@/components/calendar/use-run-facilities";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { describedBy, Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { callOperation, OperationError } from "@/lib/api/client";
import type { UserSummary } from "@/lib/users/admin-schema";
import { newUserInput, type NewUser } from "@/lib/users/schema";
import { CarrierCompanyOptions, carrierCompaniesKey } from "./carrier-companies";
import { EditUserForm } from "./edit-user-form";

const usersKey = ["users"] as const;

function NewUserForm() {
  const client = useQueryClient();
  const facilities = useRunFacilities();
  const { register, handleSubmit, control, reset, setError, formState } = useForm<NewUser>({
    resolver: zodResolver(newUserInput),
    mode: "onTouched",
    defaultValues: { email: "", password: "", role: "staff", name: "", facility_ids: [], carrier: undefined },
  });
  const role = useWatch({ control, name: "role" });
  const create = useMutation({
    mutationFn: (v: NewUser) => callOperation("create_user", v),
    onSuccess: async () => {
      reset();
      await client.invalidateQueries({ queryKey: usersKey });
      await client.invalidateQueries({ queryKey: carrierCompaniesKey });
    },
    onError: (e) => {
      if (e instanceof OperationError)
        for (const d of e.details) if (d.field === "email") setError("email", { message: d.message });
    },
  });
  const e = formState.errors;
  return (
    <form
      onSubmit={handleSubmit((v) =>
        create.mutate({
          ...v,
          carrier: v.role === "carrier" ? v.carrier : undefined,
          facility_ids: v.role === "staff" ? v.facility_ids : [],
        }),
      )}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="new-user-title"
      noValidate
    >
      <h2 id="new-user-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
        New user
      </h2>
      {create.isSuccess && (
        <Alert tone="success" className="sm:col-span-2">
          {create.data.email} can sign in now. Give them the password you chose.
        </Alert>
      )}
      {create.error &&
        !(
          create.error instanceof OperationError && create.error.details.some((d) => d.field === "email")
        ) && (
          <Alert tone="error" className="sm:col-span-2">
            {create.error.message}
          </Alert>
        )}
      <Field id="user-email" label="E-mail" error={e.email?.message}>
        <Input
          id="user-email"
          type="email"
          autoComplete="off"
          {...register("email")}
          {...describedBy("user-email", { error: !!e.email })}
        />
      </Field>
      <Field id="user-name" label="Name" optional>
        <Input id="user-name" {...register("name")} />
      </Field>
      <Field
        id="user-password"
        label="First password"
        hint="At least 8 characters."
        error={e.password?.message}
      >
        <Input
          id="user-password"
          type="password"
          autoComplete="new-password"
          {...register("password")}
          {...describedBy("user-password", { hint: true, error: !!e.password })}
        />
      </Field>
      <Field id="user-role" label="Role">
        <Select id="user-role" {...register("role")}>
          <option value="staff">Facility staff</option>
          <option value="carrier">Carrier</option>
          <option value="admin">Admin</option>
        </Select>
      </Field>
      {role === "staff" && (
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Facilities</legend>
          {(facilities.data ?? []).map((f) => (
            <label key={f.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={f.id} className="h-4 w-4" {...register("facility_ids")} />{" "}
              {f.name}
            </label>
          ))}
          {e.facility_ids && <p className="text-sm font-medium text-red-700">Choose at least one facility</p>}
        </fieldset>
      )}
      {role === "carrier" && (
        <Field
          id="user-carrier"
          label="Carrier company"
          hint="A new name makes a new company."
          error={e.carrier?.message}
        >
          <Input
            id="user-carrier"
            list="user-carriers"
            autoComplete="off"
            {...register("carrier")}
            {...describedBy("user-carrier", { hint: true, error: !!e.carrier })}
          />
          <CarrierCompanyOptions id="user-carriers" />
        </Field>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={create.isPending} loadingText="Creating…">
          Create user
        </Button>
      </div>
    </form>
  );
}

export function UsersAdmin({ selfId }: { selfId: string }) {
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const users = useQuery({ queryKey: usersKey, queryFn: () => callOperation("list_users", {}) });
  const facilities = useRunFacilities();
  const toggle = useMutation({
    mutationFn: (u: UserSummary) => callOperation("set_user_active", { id: u.id, active: !u.active }),
    onSuccess: (u) =>
      setMessage(
        u.active
          ? `${u.email} can sign in again.`
          : `${u.email} is deactivated; their open sessions have ended and the API tokens they made are revoked.`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: usersKey }),
  });
  const name = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id.slice(0, 8);
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6">
        <NewUserForm />
      </Card>
      <section aria-labelledby="users-title" className="flex flex-col gap-3">
        <h2 id="users-title" className="text-lg font-semibold text-slate-900">
          Users
        </h2>
        {message && <Alert tone="success">{message}</Alert>}
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
        {users.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : users.isError ? (
          <Alert tone="error">{users.error.message}</Alert>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Users">
            {users.data.users.map((u) => (
              <li
                key={u.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
                data-user={u.email}
              >
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-slate-900">
                      {u.name || u.email}{" "}
                      {u.name && <span className="font-normal text-slate-600">{u.email}</span>}
                      {!u.active && <Badge tone="danger">Deactivated</Badge>}
                    </p>
                    <p className="text-slate-600">
                      {u.role === "admin"
                        ? "Admin"
                        : u.role === "staff"
                          ? `Staff · ${u.facility_ids.map(name).join(", ")}`
                          : `Carrier · ${u.carrier}`}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {editing !== u.id && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(u.id)}
                        aria-label={`Edit ${u.email}`}
                      >
                        Edit
                      </Button>
                    )}
                    {u.id !== selfId && (
                      <Button
                        size="sm"
                        variant={u.active ? "danger-ghost" : "secondary"}
                        onClick={() => toggle.mutate(u)}
                        aria-label={`${u.active ? "Deactivate" : "Reactivate"} ${u.email}`}
                      >
                        {u.active ? "Deactivate" : "Reactivate"}
                      </Button>
                    )}
                  </div>
                </div>
                {editing === u.id && (
                  <EditUserForm
                    user={u}
                    isSelf={u.id === selfId}
                    onDone={(saved) => {
                      setEditing(null);
                      if (saved)
                        setMessage(`${saved.email} is saved; it applies to their next page or request.`);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

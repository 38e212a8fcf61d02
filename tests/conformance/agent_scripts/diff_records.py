before = {
    "u1": {"name": "Ann", "role": "admin", "active": True},
    "u2": {"name": "Ben", "role": "dev", "active": True},
    "u3": {"name": "Cy", "role": "dev", "active": False},
}
after = {
    "u1": {"name": "Ann", "role": "owner", "active": True},
    "u3": {"name": "Cy", "role": "dev", "active": True, "team": "core"},
    "u4": {"name": "Di", "role": "qa", "active": True},
}
added = sorted(after.keys() - before.keys())
removed = sorted(before.keys() - after.keys())
common = sorted(before.keys() & after.keys())
print("added:", added)
print("removed:", removed)
for uid in common:
    old, new = before[uid], after[uid]
    changes = []
    for field in sorted(old.keys() | new.keys()):
        o, n = old.get(field, "<missing>"), new.get(field, "<missing>")
        if o != n:
            changes.append(f"{field}: {o!r} -> {n!r}")
    print(uid, "unchanged" if not changes else "; ".join(changes))
summary = {"added": len(added), "removed": len(removed), "changed": sum(1 for u in common if before[u] != after[u])}
print(summary)

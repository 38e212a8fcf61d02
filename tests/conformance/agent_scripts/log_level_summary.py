LOG = """2024-03-01 10:00:01 INFO  api  request id=1 path=/users ms=12
2024-03-01 10:00:02 WARN  db   slow query ms=850
2024-03-01 10:00:03 ERROR api  request id=2 path=/orders ms=1500 err=Timeout
2024-03-01 10:00:04 INFO  api  request id=3 path=/users ms=9
2024-03-01 10:01:00 ERROR db   connection reset
2024-03-01 10:01:30 INFO  auth login user=ana
bad line here
2024-03-01 10:02:00 DEBUG api  cache hit key=users"""

entries = []
skipped = 0
for line in LOG.splitlines():
    parts = line.split(maxsplit=4)
    if len(parts) < 5 or parts[2] not in {"DEBUG", "INFO", "WARN", "ERROR"}:
        skipped += 1
        continue
    date, time, level, component, message = parts
    fields = dict(tok.split("=", 1) for tok in message.split() if "=" in tok)
    entries.append({"time": time, "level": level, "component": component, "msg": message, "fields": fields})

levels = {}
for e in entries:
    levels[e["level"]] = levels.get(e["level"], 0) + 1
print("levels:", dict(sorted(levels.items())))
print("skipped:", skipped)
slow = [(e["time"], int(e["fields"]["ms"])) for e in entries if int(e["fields"].get("ms", 0)) > 100]
print("slow:", slow)
errors_by_comp = {}
for e in entries:
    if e["level"] == "ERROR":
        errors_by_comp.setdefault(e["component"], []).append(e["time"])
print(errors_by_comp)
paths = sorted({e["fields"]["path"] for e in entries if "path" in e["fields"]})
print(paths, max(entries, key=lambda e: int(e["fields"].get("ms", -1)))["time"])
print("\n".join(f"{e['time']} {e['level']:<5} {e['msg'][:20]}" for e in entries if e["level"] != "DEBUG"))

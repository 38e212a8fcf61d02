def read_records(n):
    for i in range(1, n + 1):
        yield {"id": i, "value": (i * 7919) % 97}
def batched(iterable, size):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
def upload(batch, attempt_log):
    ids = [r["id"] for r in batch]
    if any(r["value"] == 0 for r in batch):
        attempt_log.append(("rejected", ids))
        raise ValueError(f"batch {ids[0]}-{ids[-1]} contains zero value")
    attempt_log.append(("ok", ids))
    return sum(r["value"] for r in batch)
log = []
totals = []
for batch in batched(read_records(23), 5):
    try:
        totals.append(upload(batch, log))
    except ValueError as e:
        print("skipping:", e)
        cleaned = [r for r in batch if r["value"] != 0]
        totals.append(upload(cleaned, log))
print("totals:", totals, "sum:", sum(totals))
for status, ids in log:
    print(f"{status:<8} {ids}")

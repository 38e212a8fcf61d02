RAW = ["id,temp_c,city", "1,21.5,Oslo", "2,,Lima", "3,35.0,Cairo", "4,-3.25,Oslo", "5,x,Lima", "6,28.0,Lima"]


def read_rows(lines):
    header = lines[0].split(",")
    for line in lines[1:]:
        yield dict(zip(header, line.split(",")))


def parse(rows):
    for row in rows:
        try:
            row["temp_c"] = float(row["temp_c"])
        except ValueError:
            print("skip", row["id"])
            continue
        yield row


def enrich(rows):
    for row in rows:
        row["temp_f"] = round(row["temp_c"] * 9 / 5 + 32, 1)
        yield row


def batched(rows, n):
    batch = []
    for row in rows:
        batch.append(row)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch


pipeline = enrich(parse(read_rows(RAW)))
for i, batch in enumerate(batched(pipeline, 2)):
    print(i, [(r["city"], r["temp_f"]) for r in batch])
by_city = {}
for r in enrich(parse(read_rows(RAW))):
    by_city.setdefault(r["city"], []).append(r["temp_c"])
print({c: round(sum(v) / len(v), 2) for c, v in by_city.items()})
hot = (r["city"] for r in enrich(parse(read_rows(RAW))) if r["temp_c"] > 25)
print(next(hot), list(hot))

raw = "  Name: Alice ;  Age: 30;CITY: paris ; ; "
pairs = [p.strip() for p in raw.split(";") if p.strip()]
print(pairs)
record = {}
for p in pairs:
    k, _, v = p.partition(":")
    record[k.strip().lower()] = v.strip()
print(record)
print(record["city"].title(), record["age"].isdigit(), int(record["age"]) + 1)
slug = "  Hello, World! This is   Basilisk  "
clean = "".join(c if c.isalnum() else " " for c in slug.lower())
print("-".join(clean.split()))

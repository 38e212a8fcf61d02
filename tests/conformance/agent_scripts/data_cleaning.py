raw_rows = [
    "  42 , Alice , alice@EXAMPLE.com , 2024-01-05 , 19.99 ",
    "43,Bob,,2024-01-06,N/A",
    "44 , carol , carol@example.com , 2024/01/07 , 5",
    "",
    "# comment line",
    "45,Dave,dave@example.com,2024-01-08,-3.50",
    "46,Eve,eve@example.com,2024-13-01,12.00",
    "47,Frank,frank@example.com,2024-02-29,1e2",
]
clean, rejects = [], []
for lineno, raw in enumerate(raw_rows, 1):
    line = raw.strip()
    if not line or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split(",")]
    if len(fields) != 5:
        rejects.append((lineno, "wrong field count"))
        continue
    rid, name, email, date, amount = fields
    date = date.replace("/", "-")
    y, m, d = (int(x) for x in date.split("-"))
    if not 1 <= m <= 12:
        rejects.append((lineno, f"bad month {m}"))
        continue
    try:
        amt = float(amount)
    except ValueError:
        amt = None
    if amt is not None and amt < 0:
        rejects.append((lineno, f"negative amount {amt}"))
        continue
    clean.append({"id": int(rid), "name": name.capitalize(), "email": email.lower() or None,
                  "date": f"{y:04d}-{m:02d}-{d:02d}", "amount": amt})
for row in clean:
    print(row)
print("rejects:", rejects)
known = [r["amount"] for r in clean if r["amount"] is not None]
print(f"rows={len(clean)} with_amount={len(known)} total={sum(known):.2f} mean={sum(known) / len(known):.4f}")
print("missing email:", [r["name"] for r in clean if r["email"] is None])

contacts = [
    {"name": "Jane Doe", "email": "JANE@EXAMPLE.COM", "phone": "(555) 123-4567", "source": "crm"},
    {"name": "jane doe", "email": "jane@example.com", "phone": "555.123.4567", "source": "newsletter"},
    {"name": "John Roe", "email": "john@roe.net", "phone": "", "source": "crm"},
    {"name": "J. Roe", "email": "", "phone": "+1 555 999 0000", "source": "event"},
    {"name": "John Roe", "email": "JOHN@roe.net", "phone": "555-999-0000", "source": "event"},
    {"name": "Ann Lee", "email": "ann@lee.io", "phone": None, "source": "crm"},
]
def norm_phone(p):
    digits = "".join(c for c in (p or "") if c.isdigit())
    return digits[-10:] if len(digits) >= 10 else None
def key_of(c):
    email = (c["email"] or "").strip().lower()
    return ("email", email) if email else ("phone", norm_phone(c["phone"]))
merged = {}
order = []
for c in contacts:
    k = key_of(c)
    if k not in merged:
        merged[k] = {"name": c["name"].title(), "emails": set(), "phones": set(), "sources": []}
        order.append(k)
    m = merged[k]
    if c["email"]:
        m["emails"].add(c["email"].lower())
    if norm_phone(c["phone"]):
        m["phones"].add(norm_phone(c["phone"]))
    m["sources"].append(c["source"])
by_phone = {}
for k in order:
    for p in merged[k]["phones"]:
        by_phone.setdefault(p, []).append(k)
print("shared phones:", {p: len(ks) for p, ks in by_phone.items() if len(ks) > 1})
for k in order:
    m = merged[k]
    print(f"{m['name']:<10} emails={sorted(m['emails'])} phones={sorted(m['phones'])} sources={m['sources']}")
print(len(contacts), "->", len(merged))

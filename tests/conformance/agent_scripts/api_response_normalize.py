raw = {
    "data": {
        "users": [
            {"id": "u1", "name": "  Alice Smith ", "email": "ALICE@EXAMPLE.COM", "tags": ["admin", "beta"], "age": "34"},
            {"id": "u2", "name": "bob jones", "email": None, "tags": [], "age": None},
            {"id": "u3", "name": "Carol", "email": "carol@example.org", "tags": ["beta"], "age": "n/a"},
        ]
    },
    "meta": {"page": 1, "total": 3},
}


def parse_age(v):
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return None


def normalize(u):
    name = " ".join(part.capitalize() for part in u["name"].split())
    email = u["email"].lower() if u["email"] else None
    return {"id": u["id"], "name": name, "email": email, "age": parse_age(u["age"]), "is_admin": "admin" in u["tags"]}


users = [normalize(u) for u in raw["data"]["users"]]
for u in users:
    print(u)
missing = [u["id"] for u in users if u["email"] is None or u["age"] is None]
print("incomplete:", missing)
ages = [u["age"] for u in users if u["age"] is not None]
print("avg age:", sum(ages) / len(ages) if ages else "n/a")
tag_counts = {}
for u in raw["data"]["users"]:
    for t in u["tags"]:
        tag_counts[t] = tag_counts.get(t, 0) + 1
print(sorted(tag_counts.items(), key=lambda kv: (-kv[1], kv[0])))
print(f"page {raw['meta']['page']} of {-(-raw['meta']['total'] // 2)}")

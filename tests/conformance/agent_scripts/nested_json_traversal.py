response = {
    "status": "ok",
    "data": {
        "users": [
            {"id": 1, "name": "Ann", "profile": {"email": "ann@example.com", "tags": ["admin", "beta"]}},
            {"id": 2, "name": "Ben", "profile": {"email": None, "tags": []}},
            {"id": 3, "name": "Cat", "profile": {"email": "cat@example.org", "tags": ["beta"]}},
        ],
        "meta": {"page": 1, "total": 3, "next": None},
    },
}
def walk(node, path=""):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{path}.{k}" if path else k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, node
leaves = list(walk(response))
print(len(leaves))
for path, value in leaves[:8]:
    print(f"{path} = {value!r}")
nulls = [p for p, v in leaves if v is None]
print("null paths:", nulls)
def get(obj, *keys, default=None):
    for k in keys:
        try:
            obj = obj[k]
        except (KeyError, IndexError, TypeError):
            return default
    return obj
print(get(response, "data", "users", 2, "profile", "email"))
print(get(response, "data", "users", 5, "name", default="<none>"))
print(get(response, "data", "meta", "next", "page", default="no next page"))
emails = [u["profile"]["email"] for u in response["data"]["users"] if u["profile"]["email"]]
domains = sorted({e.split("@")[1] for e in emails})
print(emails, domains)
beta = [u["name"] for u in response["data"]["users"] if "beta" in u["profile"]["tags"]]
print("beta users:", beta)

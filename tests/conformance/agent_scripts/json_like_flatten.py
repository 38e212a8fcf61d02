doc = {
    "service": "billing",
    "version": 3,
    "db": {"host": "db.local", "port": 5432, "replicas": ["r1", "r2"]},
    "features": {"invoices": {"enabled": True, "limit": 100}, "refunds": {"enabled": False}},
    "owners": [{"name": "ana", "oncall": True}, {"name": "ben", "oncall": False}],
    "empty": {},
}


def flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict):
        if not obj and prefix:
            out[prefix] = {}
        for k, v in obj.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.update(flatten(v, f"{prefix}[{i}]"))
    else:
        out[prefix] = obj
    return out


flat = flatten(doc)
for k, v in flat.items():
    print(f"{k} = {v!r}")


def unflatten_simple(flat):
    root = {}
    for key, value in flat.items():
        if "[" in key:
            continue
        parts = key.split(".")
        node = root
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value
    return root


print(unflatten_simple(flat))
print(sorted(k for k, v in flat.items() if v is True))
print(len(flat), sum(1 for v in flat.values() if isinstance(v, int) and not isinstance(v, bool)))

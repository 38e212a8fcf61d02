SCHEMA = {
    "name": {"type": str, "required": True, "min_len": 2},
    "age": {"type": int, "required": True, "min": 0, "max": 150},
    "email": {"type": str, "required": False, "contains": "@"},
    "tags": {"type": list, "required": False, "item_type": str},
}
def validate(obj, schema=SCHEMA):
    errors = []
    for field, rules in schema.items():
        if field not in obj:
            if rules["required"]:
                errors.append(f"{field}: required")
            continue
        v = obj[field]
        if not isinstance(v, rules["type"]) or (rules["type"] is int and isinstance(v, bool)):
            errors.append(f"{field}: expected {rules['type'].__name__}, got {type(v).__name__}")
            continue
        if "min_len" in rules and len(v) < rules["min_len"]:
            errors.append(f"{field}: too short ({len(v)} < {rules['min_len']})")
        if "min" in rules and v < rules["min"]:
            errors.append(f"{field}: below minimum {rules['min']}")
        if "max" in rules and v > rules["max"]:
            errors.append(f"{field}: above maximum {rules['max']}")
        if "contains" in rules and rules["contains"] not in v:
            errors.append(f"{field}: must contain {rules['contains']!r}")
        if "item_type" in rules:
            bad = [i for i, x in enumerate(v) if not isinstance(x, rules["item_type"])]
            if bad:
                errors.append(f"{field}: bad items at {bad}")
    extra = sorted(set(obj) - set(schema))
    if extra:
        errors.append(f"unexpected fields: {', '.join(extra)}")
    return errors
docs = [
    {"name": "Ann", "age": 30, "email": "ann@x.io", "tags": ["a", "b"]},
    {"name": "B", "age": -1},
    {"age": "old", "email": "nope"},
    {"name": "Cy", "age": True, "tags": ["ok", 3, None], "nickname": "c"},
    {"name": "Dee", "age": 151},
]
for i, d in enumerate(docs):
    errs = validate(d)
    print(f"doc {i}: {'OK' if not errs else 'INVALID'}")
    for e in errs:
        print("   -", e)

defaults = {"log": {"level": "info", "format": "text"}, "workers": 4, "features": ["a"], "timeout": 30}
env = {"log": {"level": "debug"}, "workers": "8", "features": ["b"]}
cli = {"timeout": None, "log": {"format": "json"}, "dry_run": True}


def deep_merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if v is None:
            continue
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        elif isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = out[k] + [x for x in v if x not in out[k]]
        else:
            out[k] = v
    return out


cfg = deep_merge(deep_merge(defaults, env), cli)
print(cfg)
SCHEMA = {"workers": int, "timeout": int, "dry_run": bool}
for key, typ in SCHEMA.items():
    val = cfg.get(key)
    if val is not None and not isinstance(val, typ):
        try:
            cfg[key] = typ(val)
            print(f"coerced {key}: {val!r} -> {cfg[key]!r}")
        except (TypeError, ValueError) as e:
            print(f"invalid {key}: {e}")
print(cfg["workers"] * 2, defaults["log"], env["log"])
print({**defaults, **cli}.keys() - defaults.keys(), defaults | {"workers": 1} == {**defaults, "workers": 1})

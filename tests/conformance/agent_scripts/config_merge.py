DEFAULTS = {
    "server": {"host": "0.0.0.0", "port": 8000, "tls": {"enabled": False, "cert": None}},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {"beta": False},
}
USER = {
    "server": {"port": 9000, "tls": {"enabled": True, "cert": "/etc/cert.pem"}},
    "logging": {"handlers": ["console", "file"]},
    "features": {"beta": True, "experimental": {"fast_path": True}},
}
ENV = {"SERVER__PORT": "9443", "LOGGING__LEVEL": "debug", "FEATURES__BETA": "false"}
def deep_merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        else:
            out[k] = v
    return out
def coerce(value):
    low = value.lower()
    if low in ("true", "false"):
        return low == "true"
    if value.isdigit():
        return int(value)
    return value
def apply_env(cfg, env):
    for key, raw in sorted(env.items()):
        path = key.lower().split("__")
        node = cfg
        for part in path[:-1]:
            node = node.setdefault(part, {})
        val = coerce(raw)
        if path[-1] == "level":
            val = val.upper()
        node[path[-1]] = val
    return cfg
cfg = apply_env(deep_merge(DEFAULTS, USER), ENV)
def dump(d, indent=0):
    for k in sorted(d):
        v = d[k]
        if isinstance(v, dict):
            print("  " * indent + f"{k}:")
            dump(v, indent + 1)
        else:
            print("  " * indent + f"{k}: {v!r}")
dump(cfg)
print(DEFAULTS["server"]["port"], DEFAULTS["server"]["tls"]["enabled"])

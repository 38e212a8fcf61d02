config = {"db": {"host": "localhost", "ports": [5432, 5433], "opts": {"ssl": True}}, "debug": False}
print(config["db"]["host"], config["db"]["ports"][1], config["db"]["opts"]["ssl"])
config["db"]["opts"]["timeout"] = 30
print(config)
print(config.get("cache", {}).get("size", 64))
def get_path(d, path, default=None):
    cur = d
    for key in path.split("."):
        if isinstance(cur, dict) and key in cur:
            cur = cur[key]
        else:
            return default
    return cur
print(get_path(config, "db.opts.timeout"), get_path(config, "db.nope.x", "n/a"), get_path(config, "debug"))

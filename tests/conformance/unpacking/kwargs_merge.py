defaults = {"timeout": 30, "retries": 3, "verbose": False}
def call(endpoint, **options):
    merged = {**defaults, **options}
    return endpoint, sorted(merged.items())
print(call("/a"))
print(call("/b", retries=5, extra="x"))
overrides = {"verbose": True}
print(call("/c", **overrides, timeout=1))
def passthrough(*args, **kwargs):
    return call(*args, **kwargs)
print(passthrough("/d", **{"timeout": 0}))

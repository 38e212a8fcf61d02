urls = [
    "https://shop.example.com/search?q=red+shoes&size=42&sort=price_asc&page=2",
    "http://api.example.org/v1/items?ids=1,2,3&verbose=true",
    "https://example.com/path/only",
    "https://example.com/?empty=&flag&x=1&x=2",
]
def unquote_plus(s):
    out, i = [], 0
    s = s.replace("+", " ")
    while i < len(s):
        if s[i] == "%" and i + 2 < len(s) + 1 and all(c in "0123456789abcdefABCDEF" for c in s[i + 1:i + 3]) and len(s[i + 1:i + 3]) == 2:
            out.append(chr(int(s[i + 1:i + 3], 16)))
            i += 3
        else:
            out.append(s[i])
            i += 1
    return "".join(out)
def parse(url):
    scheme, _, rest = url.partition("://")
    hostpath, _, query = rest.partition("?")
    host, slash, path = hostpath.partition("/")
    params = {}
    for pair in filter(None, query.split("&")):
        k, eq, v = pair.partition("=")
        params.setdefault(unquote_plus(k), []).append(unquote_plus(v) if eq else None)
    return {"scheme": scheme, "host": host, "path": slash + path, "params": params}
for u in urls:
    p = parse(u)
    print(p["scheme"], p["host"], p["path"])
    for k, vs in p["params"].items():
        print(f"    {k} = {vs if len(vs) > 1 else vs[0]!r}")
print(unquote_plus("a%20b%2Fc%zz+d%4"))
p = parse(urls[1])
ids = [int(x) for x in p["params"]["ids"][0].split(",")]
print(ids, p["params"]["verbose"][0] == "true")

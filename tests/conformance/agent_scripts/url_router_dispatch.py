routes = {}


def route(pattern):
    def register(fn):
        routes[pattern] = fn
        return fn
    return register


@route("/users")
def list_users(params):
    return 200, {"users": ["ana", "ben"], "limit": int(params.get("limit", 10))}


@route("/users/<id>")
def get_user(params, id):
    if not id.isdigit():
        return 400, {"error": f"bad id {id!r}"}
    return 200, {"id": int(id)}


@route("/health")
def health(params):
    return 200, "ok"


def match(pattern, path):
    pp, xp = pattern.strip("/").split("/"), path.strip("/").split("/")
    if len(pp) != len(xp):
        return None
    args = []
    for p, x in zip(pp, xp):
        if p.startswith("<") and p.endswith(">"):
            args.append(x)
        elif p != x:
            return None
    return args


def dispatch(url):
    path, _, query = url.partition("?")
    params = dict(kv.split("=") for kv in query.split("&") if kv)
    for pattern, fn in routes.items():
        args = match(pattern, path)
        if args is not None:
            try:
                return fn(params, *args)
            except (ValueError, KeyError) as e:
                return 500, {"error": type(e).__name__ + ": " + str(e)}
    return 404, {"error": "not found"}


for url in ["/users", "/users?limit=5", "/users/42", "/users/abc", "/health", "/nope", "/users?limit=x"]:
    status, body = dispatch(url)
    print(f"{url:<16} {status} {body}")
print(sorted(routes), [f.__name__ for f in routes.values()])

def connect(host, *, port=80, timeout=5):
    return f"{host}:{port} t={timeout}"
print(connect("a"), connect("b", port=8080), connect("c", timeout=1, port=1))
try:
    connect("d", 99)
except TypeError as e:
    print("TypeError:", e)
def req(*, name):
    return name
try:
    req()
except TypeError as e:
    print("TypeError:", e)
print(req(name="ok"))

class User:
    def __init__(self, name, roles):
        self.name = name
        self.roles = roles
u = User("kim", ["admin", "dev"])
print("{user.name} has roles {user.roles}".format(user=u))
print("{0.name}: first role {0.roles[0]}".format(u))
print("{cfg[host]}:{cfg[port]}".format(cfg={"host": "localhost", "port": 8080}))
print("{a}-{b}-{a}".format(a=1, b=2), "{x[0]}{x[1]}".format(x="hi"))
data = {"city": "Oslo", "temp": -3.456}
print("{city}: {temp:.1f}C".format(**data))
try:
    "{user.email}".format(user=u)
except AttributeError as e:
    print("AttributeError:", e)
try:
    "{missing}".format(present=1)
except KeyError as e:
    print("KeyError:", e)

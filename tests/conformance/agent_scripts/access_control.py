ROLES = {
    "viewer": {"read"},
    "editor": {"read", "write"},
    "admin": {"read", "write", "delete", "grant"},
}
INHERITS = {"admin": ["editor"], "editor": ["viewer"], "viewer": []}
users = {"ann": ["admin"], "ben": ["editor"], "cy": ["viewer"], "dee": []}
class PermissionDenied(Exception):
    def __init__(self, user, action, resource):
        super().__init__(f"{user} may not {action} {resource}")
        self.user, self.action, self.resource = user, action, resource
def effective(role, seen=None):
    seen = seen if seen is not None else set()
    if role in seen:
        return set()
    seen.add(role)
    perms = set(ROLES.get(role, set()))
    for parent in INHERITS.get(role, []):
        perms |= effective(parent, seen)
    return perms
def check(user, action, resource):
    perms = set()
    for r in users.get(user, []):
        perms |= effective(r)
    if action not in perms:
        raise PermissionDenied(user, action, resource)
    return f"{user} {action} {resource}: allowed"
requests = [("ann", "delete", "/db"), ("ben", "write", "/doc"), ("ben", "grant", "/doc"), ("cy", "read", "/doc"),
            ("cy", "write", "/doc"), ("dee", "read", "/doc"), ("zed", "read", "/doc")]
denied = []
for req in requests:
    try:
        print(check(*req))
    except PermissionDenied as e:
        print("DENIED:", e)
        denied.append(e.user)
print("denied users:", denied)
print({r: sorted(effective(r)) for r in ROLES})

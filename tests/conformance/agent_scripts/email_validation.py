candidates = ["alice@example.com", "bob.smith@mail.co.uk", "no-at-sign.com", "two@@example.com",
              " spaced@example.com ", "UPPER@EXAMPLE.COM", "x@y", "trailing.dot@example.com.",
              "first.last+tag@sub.domain.org", "@nouser.com", "user@.com", "dup@example.com", "Dup@Example.com"]
def validate(addr):
    a = addr.strip()
    if a.count("@") != 1:
        return None, "must contain exactly one @"
    user, domain = a.split("@")
    if not user:
        return None, "empty user"
    if "." not in domain:
        return None, "domain needs a dot"
    labels = domain.split(".")
    if any(not l for l in labels):
        return None, "empty domain label"
    if not all(c.isalnum() or c in "._+-" for c in user):
        return None, "bad character in user"
    return user + "@" + domain.lower(), None
valid, invalid, seen = [], [], set()
for c in candidates:
    norm, err = validate(c)
    if err:
        invalid.append((c, err))
    elif norm.lower() in seen:
        invalid.append((c, "duplicate"))
    else:
        seen.add(norm.lower())
        valid.append(norm)
print("valid:")
for v in valid:
    print("  ", v)
print("invalid:")
for c, err in invalid:
    print(f"   {c!r:<32} {err}")
print(f"{len(valid)}/{len(candidates)} valid")

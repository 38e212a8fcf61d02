raw = "  Name: Jane Doe ; Email: JANE.DOE@Example.com ; Phone: (555) 010-2030 ; Notes: VIP,  follow up  "
fields = {}
for part in raw.split(";"):
    key, _, value = part.partition(":")
    fields[key.strip().lower()] = " ".join(value.split())
print(fields)
digits = "".join(ch for ch in fields["phone"] if ch.isdigit())
print(digits, f"{digits[:3]}-{digits[3:6]}-{digits[6:]}", len(digits))
user, _, domain = fields["email"].lower().partition("@")
print(user.replace(".", "_"), domain.split(".")[0], domain.endswith((".com", ".org")))
tags = [t.strip().upper() for t in fields["notes"].split(",") if t.strip()]
print(tags, "|".join(tags).center(20, "*"), fields["name"].swapcase(), fields["name"].title())
print("Jane" in fields["name"], fields["name"].startswith("jane"), fields["name"].casefold().startswith("jane"))
s = "a,b,,c,"
print(s.split(","), s.rstrip(",").split(","), s.split(",", 2), s.rsplit(",", 1), "".join(s.split(",")))
print("x".join("abc"), "-".join(map(str, range(4))), "tab\tsep".expandtabs(4), "%s=%d" % ("k", 5))
print("hello world".capitalize(), "   ".isspace(), "abc123".isalnum(), "ABC".isupper(), "3.14".replace(".", "", 1).isdigit())
print("{:>8}|{:<8}|{:^8}".format("r", "l", "c"), "{0}{1}{0}".format("ab", "cd"), "{name}!".format(name="hey"))
print("data.tar.gz".rsplit(".", 1), "data.tar.gz".split(".", 1), "path/to/file.txt".rpartition("/"))
print(repr("quote's"), repr('dq"'), ascii("café"), "ß".upper(), "İ".lower() == "i̇", "ﬁ".upper())

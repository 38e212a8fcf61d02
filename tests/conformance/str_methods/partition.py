print("key=value=x".partition("="), "key=value=x".rpartition("="))
print("novalue".partition("="), "novalue".rpartition("="))
print("a->b->c".partition("->"), "a->b->c".rpartition("->"))
head, sep, tail = "user@example.com".partition("@")
print(head, sep, tail)
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)

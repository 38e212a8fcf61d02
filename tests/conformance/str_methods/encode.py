s = "héllo €"
print(s.encode(), s.encode("utf-8"), len(s.encode()))
print("abc".encode("ascii"), s.encode("ascii", "replace"), s.encode("ascii", "ignore"))
print(s.encode("latin-1", "replace"), "abc".encode("latin-1"))
try:
    s.encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print(s.encode().decode(), b"caf\xc3\xa9".decode("utf-8"))
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
print(b"\xffab".decode("utf-8", "replace"), b"\xffab".decode("utf-8", "ignore"))

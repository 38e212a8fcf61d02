import uuid

u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.bytes, u.bytes_le, u.fields, u.version, u.variant, u.urn)
print(u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.time, u.clock_seq)
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID("urn:uuid:12345678123456781234567812345678") == u)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
print(uuid.UUID(int=5, version=4), uuid.UUID(int=0), str(uuid.UUID(int=2**128 - 1)))
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"))
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/a?b=1"), uuid.uuid3(uuid.NAMESPACE_OID, "1.2.3"))
print(uuid.uuid5(uuid.NAMESPACE_DNS, "x").version, uuid.uuid3(uuid.NAMESPACE_DNS, "x").version)
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a == uuid.UUID(int=1), a != b, hash(a) == hash(uuid.UUID(int=1)), int(b), sorted([b, a]), a == 1)
print({a: 1}[uuid.UUID(int=1)], str(uuid.UUID(int=1)))
u4 = uuid.uuid4()
print(type(u4).__name__, u4.version, u4.variant, len(str(u4)), str(u4)[14])
print(uuid.RFC_4122, uuid.RESERVED_NCS, uuid.UUID(int=0).variant, uuid.UUID(int=0).version)
for f in [lambda: uuid.UUID("123"), lambda: uuid.UUID(), lambda: uuid.UUID(bytes=b"12"), lambda: uuid.UUID(int=-1),
          lambda: uuid.UUID(int=1, version=9), lambda: uuid.UUID(fields=(1, 2)), lambda: setattr(u, "int", 5),
          lambda: uuid.UUID("zz345678-1234-5678-1234-567812345678"), lambda: uuid.UUID(fields=(2**32, 0, 0, 0, 0, 0))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

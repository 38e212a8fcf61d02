# uuid: parsing quirks, every constructor argument's errors, field and variant properties,
# comparisons, hashing, immutability, SafeUUID, uuid1/3/4/5 argument handling.
import copy
import uuid
from uuid import UUID


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


base = '6fa459ea-ee8a-3ca4-894e-db77e160355e'
for text in [base, base.upper(), '{' + base + '}', 'urn:uuid:' + base, 'uuid:' + base, base.replace('-', ''),
             '{urn:uuid:' + base + '}', '6fa4-59ea-ee8a-3ca4-894e-db77-e160-355e', '--' + base + '--',
             '{{' + base + '}}', 'urn:urn:' + base]:
    show('parse', lambda: UUID(text))
for text in ['', '123', base + '0', base[:-1], 'g' + base[1:], ' ' + base.replace('-', '')[1:],
             '+' + base.replace('-', '')[1:], '6fa459ea_ee8a3ca4894edb77e160355e'[:32], base.replace('-', ' ')]:
    show('bad', lambda: UUID(text))
show('hex kw', lambda: UUID(hex=base))
show('hex int', lambda: UUID(5))
show('hex uuid', lambda: UUID(UUID(base)))
show('none', lambda: UUID(hex=None))
show('two', lambda: UUID(base, int=5))
show('bytes', lambda: UUID(bytes=b'\x12' * 16))
show('bytes short', lambda: UUID(bytes=b'\x12' * 15))
show('bytes array', lambda: UUID(bytes=bytearray(16)))
show('bytes str', lambda: UUID(bytes='x' * 16))
show('bytes_le', lambda: UUID(bytes_le=bytes(range(16))))
show('bytes_le short', lambda: UUID(bytes_le=bytes(range(17))))
show('bytes_le array', lambda: UUID(bytes_le=bytearray(range(16))))
show('fields', lambda: UUID(fields=(1, 2, 3, 4, 5, 6)))
show('fields list', lambda: UUID(fields=[1, 2, 3, 4, 5, 6]))
show('fields 7', lambda: UUID(fields=(1, 2, 3, 4, 5, 6, 7)))
for k in range(6):
    for value in (-1, [2**32, 2**16, 2**16, 2**8, 2**8, 2**48][k]):
        parts = [0] * 6
        parts[k] = value
        show('field %d %d' % (k, value), lambda: UUID(fields=tuple(parts)))
show('int big', lambda: UUID(int=2**128))
show('int neg', lambda: UUID(int=-5))
for v in (0, 1, 2, 3, 4, 5, 6, -1):
    show('version %d' % v, lambda: UUID(int=0, version=v))
show('version on hex', lambda: UUID('ffffffff-ffff-ffff-ffff-ffffffffffff', version=3))
show('version on bytes', lambda: UUID(bytes=bytes(16), version=1).hex)

u = UUID(base)
print(u.hex, u.int, u.urn, u.version, u.variant, u.fields, u.time, u.clock_seq, u.node)
print(u.bytes, u.bytes_le, UUID(bytes_le=u.bytes_le) == u, UUID(fields=u.fields) == u)
print(u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low)
for n in (0, 0x8000 << 48, 0xc000 << 48, 0xe000 << 48, 0xffff << 48, (0xa000 << 48) | (7 << 76)):
    x = UUID(int=n)
    print(x, x.variant, x.version)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, sep=' | ')

a, b = UUID(int=10), UUID(int=20)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == UUID(int=10), a != UUID(int=10))
print(sorted([b, a, UUID(int=15)]), max(a, b), min([b, a]))
print(hash(a) == hash(10), hash(a) == hash(UUID(int=10)), len({a, UUID(int=10), b}), int(b), bool(UUID(int=0)))
print(a == 10, a == '00000000-0000-0000-0000-00000000000a', a != 'x')
show('lt int', lambda: a < 5)
show('ge str', lambda: a >= 'x')
show('set int', lambda: setattr(a, 'int', 5))
show('set new', lambda: setattr(a, 'foo', 5))
show('copy', lambda: copy.copy(a) == a)
show('deepcopy', lambda: copy.deepcopy(a) == a)
print(repr(a), str(a), f'{a}', '%s' % a, type(a).__name__)
print(u.is_safe, repr(u.is_safe), repr(uuid.SafeUUID.safe), str(uuid.SafeUUID.unsafe))
print(uuid.SafeUUID.safe.value, uuid.SafeUUID.unsafe.value, uuid.SafeUUID.unknown.value, uuid.SafeUUID.safe.name)
s = UUID(base, is_safe=uuid.SafeUUID.safe)
print(s.is_safe, s == u, s.is_safe is uuid.SafeUUID.safe)


class MyUUID(UUID):
    pass


m = MyUUID(int=7)
print(repr(m), m == UUID(int=7), isinstance(m, UUID), m.version)

show('uuid3 bytes', lambda: uuid.uuid3(uuid.NAMESPACE_URL, b'bytes-name'))
show('uuid5 bytes', lambda: uuid.uuid5(uuid.NAMESPACE_URL, b'bytes-name'))
print(uuid.uuid5(uuid.NAMESPACE_X500, 'cn=x'))
print(uuid.uuid3(uuid.NAMESPACE_DNS, ''), uuid.uuid5(uuid.NAMESPACE_DNS, 'é'))
print(uuid.uuid5(UUID(int=0), 'x'), uuid.uuid3(MyUUID(int=0), 'x'))
show('uuid5 int', lambda: uuid.uuid5(uuid.NAMESPACE_DNS, 5))
show('uuid3 str ns', lambda: uuid.uuid3('ns', 'x'))
show('uuid5 bytearray', lambda: uuid.uuid5(uuid.NAMESPACE_DNS, bytearray(b'ab')))
v4 = [uuid.uuid4() for _ in range(20)]
print(len(set(v4)), all(x.version == 4 and x.variant == uuid.RFC_4122 for x in v4), type(v4[0]) is UUID)
one = uuid.uuid1()
two = uuid.uuid1()
print(one.version, one.variant, one != two, two.time >= one.time, 0 <= one.node < 2**48)
fixed = uuid.uuid1(node=0x123456789abc, clock_seq=0x1234)
print(fixed.node == 0x123456789abc, fixed.clock_seq, fixed.version, hex(fixed.clock_seq_hi_variant))
node = uuid.getnode()
print(type(node).__name__, 0 <= node < 2**48, node == uuid.getnode())

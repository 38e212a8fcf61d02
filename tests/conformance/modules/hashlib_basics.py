import hashlib

msgs = [b"", b"abc", b"The quick brown fox jumps over the lazy dog", bytes(range(256)) * 5, b"x" * 200]
names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384",
         "sha3_512", "blake2b", "blake2s"]
for name in names:
    ctor = getattr(hashlib, name)
    h = ctor()
    print(name, h.name, h.digest_size, h.block_size, type(h).__name__)
    for m in msgs:
        a = ctor(m).hexdigest()
        b = hashlib.new(name, m).hexdigest()
        # Fed in pieces of every size up to 130 bytes: the same digest.
        h = ctor()
        step = 1 + len(m) % 7
        for i in range(0, len(m), step):
            h.update(m[i:i + step])
        print(" ", a, a == b == h.hexdigest(), h.digest() == bytes.fromhex(a))
for name in ["shake_128", "shake_256"]:
    h = getattr(hashlib, name)(b"abc")
    print(name, h.name, h.digest_size, h.block_size, type(h).__name__, h.hexdigest(16), h.digest(200).hex()[-40:], h.hexdigest(0))
    print(hashlib.new(name, b"abc").hexdigest(length=5))

h = hashlib.sha256(b"hello ")
c = h.copy()
h.update(b"world")
c.update(bytearray(b"there"))
print(h.hexdigest(), c.hexdigest(), hashlib.sha256(b"hello world").hexdigest() == h.hexdigest())
print(hashlib.sha256(string=b"x").hexdigest(), hashlib.md5(b"x", usedforsecurity=False).hexdigest())
print(hashlib.new("SHA256", b"a").name, hashlib.new("MD5").name, hashlib.new("sha-256").name, hashlib.new("SHA3-256").name, hashlib.new("Sha1").name)
print(hashlib.blake2b(b"x", digest_size=20).hexdigest(), hashlib.blake2s(b"x", digest_size=7).hexdigest())
print(hashlib.blake2b(b"x", key=b"k", salt=b"s", person=b"p", digest_size=20).hexdigest())
print(hashlib.blake2s(b"x", key=b"key" * 10, salt=b"salt", person=b"me").hexdigest())
print(hashlib.blake2b(b"tree", fanout=2, depth=3, leaf_size=4096, node_offset=5, node_depth=1, inner_size=32, last_node=True).hexdigest())
print(hashlib.blake2s(b"tree", fanout=2, depth=3, leaf_size=4096, node_offset=5, node_depth=1, inner_size=16, last_node=True).hexdigest())
print(hashlib.blake2b(key=b"k" * 64).hexdigest()[:32], hashlib.blake2b(b"a" * 128, key=b"k").hexdigest()[:32], hashlib.blake2b(b"a" * 129).hexdigest()[:32])
k = hashlib.blake2b(b"part1", digest_size=32)
k2 = k.copy()
k2.update(b"part2")
print(k.hexdigest()[:16], k2.hexdigest()[:16], k2.digest_size, k2.name, hashlib.new("blake2b", b"a", digest_size=10).hexdigest())
print(hashlib.blake2b.SALT_SIZE, hashlib.blake2b.PERSON_SIZE, hashlib.blake2b.MAX_KEY_SIZE, hashlib.blake2b.MAX_DIGEST_SIZE)
print(hashlib.blake2s.SALT_SIZE, hashlib.blake2s.PERSON_SIZE, hashlib.blake2s.MAX_KEY_SIZE, hashlib.blake2s.MAX_DIGEST_SIZE)
print(sorted(hashlib.algorithms_guaranteed), hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
big = bytes(range(256)) * 4096
print(hashlib.sha256(big).hexdigest(), hashlib.sha3_512(big).hexdigest()[:32], hashlib.blake2b(big).hexdigest()[:32], hashlib.md5(big).hexdigest())
print(repr(hashlib.sha256()).startswith("<sha256 _hashlib.HASH object @ 0x"), repr(hashlib.blake2b()).startswith("<_blake2.blake2b object at 0x"))

errors = [
    lambda: hashlib.sha256("x"), lambda: hashlib.sha256(5), lambda: hashlib.sha256(None), lambda: hashlib.new("foo"),
    lambda: hashlib.new("md5", "x"), lambda: hashlib.blake2b(digest_size=65), lambda: hashlib.blake2b(digest_size=0),
    lambda: hashlib.blake2s(digest_size=33), lambda: hashlib.blake2b(key=b"k" * 65), lambda: hashlib.blake2s(key=b"k" * 33),
    lambda: hashlib.blake2s(salt=b"s" * 9), lambda: hashlib.blake2b(salt=b"s" * 17), lambda: hashlib.blake2b(person=b"p" * 17),
    lambda: hashlib.blake2b("x"), lambda: hashlib.sha256().update("x"), lambda: hashlib.md5().update(), lambda: hashlib.md5().update(b"a", b"b"),
    lambda: hashlib.shake_128(b"x").digest(), lambda: hashlib.shake_128(b"x").hexdigest(), lambda: hashlib.new(b"md5"),
    lambda: hashlib.new("SHA3_256"), lambda: hashlib.new("Shake_128"), lambda: hashlib.shake_256().digest(2 ** 70),
    lambda: hashlib.blake2b(b"x").update("s"), lambda: hashlib.sha3_256(bytearray(b"ok")).hexdigest(),
]
for f in errors:
    try:
        print(repr(f()))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for f in [lambda: hashlib.sha256(b"x", data=b"y"), lambda: hashlib.md5(b"x", foo=1), lambda: hashlib.sha3_256(usedforsecurity=False).name]:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError", e)

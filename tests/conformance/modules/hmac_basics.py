# hmac: CPython's pure-Python HMAC over hashlib, and compare_digest's checks.
import hmac, hashlib
key = b"secret-key"
msg = b'{"event": "push", "id": 42}'
sig = hmac.new(key, msg, hashlib.sha256).hexdigest()
print(sig)
print(hmac.new(key, msg, "sha1").hexdigest(), hmac.new(key, digestmod=hashlib.md5).hexdigest())
print(hmac.digest(key, msg, "sha256").hex(), hmac.new(b"k" * 200, b"m", hashlib.sha512).hexdigest())
print(hmac.new(bytearray(b"k"), b"m", hashlib.sha384).digest()[:8])
h = hmac.new(key, digestmod="sha256")
h.update(b"part1")
c = h.copy()
h.update(b"part2")
print(h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size)
print(hmac.compare_digest(sig, sig), hmac.compare_digest(b"a", b"b"), hmac.compare_digest("abc", "abd"), hmac.compare_digest(b"ab", bytearray(b"ab")))
for args in [("a", b"a"), (b"a", "a"), ("é", "é"), (1, 2), (b"x", 1)]:
    try:
        hmac.compare_digest(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    hmac.new("str key", msg, hashlib.sha256)
except TypeError as e:
    print("TypeError:", e)
try:
    hmac.new(key, msg)
except TypeError as e:
    print("TypeError:", e)

# hashlib: SHA-256 of 1 MB fed in one call and in 4 KB pieces, then SHA3-256 and BLAKE2b of the
# same megabyte (the digests run natively; the pieces exercise update()).
import hashlib

data = bytes(range(256)) * 4096
out = []
for _ in range(20):
    out.append(hashlib.sha256(data).hexdigest())
    h = hashlib.sha256()
    for i in range(0, len(data), 4096):
        h.update(data[i:i + 4096])
    out.append(h.hexdigest())
out.append(hashlib.sha3_256(data).hexdigest())
out.append(hashlib.blake2b(data).hexdigest())
print(len(set(out)), out[0], out[-2], out[-1])

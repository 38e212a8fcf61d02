import hashlib, io
for a in [('sha256','pw',b's',1), ('sha256',b'p',b's',0), ('sha256',b'p',b's',1,0), ('sha256',b'p',b's',2**32), (b'sha256',b'p',b's',1), ('sha256',b'p',b's',1.0), ('sha256',b'p','s',1),('SHA256',b'p',b's',1,5),('sha3_256',b'p',b's',1,5), ('blake2b',b'p',b's',1,5), ('sha256',b'p',b's',1,None),('md5',b'k'*100,b'salt',2,40),('sha512',b'pw',b'salt',100,100)]:
  try: print(hashlib.pbkdf2_hmac(*a).hex())
  except Exception as e: print(type(e).__name__, e)
print(hashlib.pbkdf2_hmac(hash_name='sha1', password=bytearray(b'p'), salt=b's', iterations=3, dklen=50).hex())
print(hashlib.pbkdf2_hmac("sha256", b"correct horse", b"NaCl", 5000).hex())
b = io.BytesIO(b'abc'*10000); b.read(5)
print(hashlib.file_digest(b, 'sha256').hexdigest(), hashlib.file_digest(io.BytesIO(b'abc'), hashlib.md5).name)
try: hashlib.pbkdf2_hmac('nope', b'p', b's', 1)
except ValueError as e: print("VE")

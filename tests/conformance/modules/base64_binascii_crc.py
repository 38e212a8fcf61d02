import binascii
print(binascii.crc32(b'hello'), binascii.crc32(b'hello', 1), binascii.crc32(b''), binascii.crc32(b'a', -1), binascii.crc32(b'a', 2**40), binascii.crc_hqx(b'hello', 0), binascii.crc_hqx(b'hello', 0x1ffff))
for a in [('s',), (b'x', 1.5), (bytearray(b'x'),)]:
  try: print(binascii.crc32(*a))
  except Exception as e: print(type(e).__name__, e)
c = 0
for chunk in (b'The quick ', b'brown fox', b''):
    c = binascii.crc32(chunk, c)
print(c == binascii.crc32(b'The quick brown fox'), '%08x' % c, binascii.crc32(bytes(range(256)) * 4), binascii.crc_hqx(bytes(range(256)), 0xFFFF))

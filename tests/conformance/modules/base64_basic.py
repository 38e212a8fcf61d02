# base64 and binascii: the codecs, their argument rules and binascii.Error's messages.
import base64
import binascii


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


for data in [b'', b'a', b'ab', b'abc', b'abcd', bytes(range(256)), b'\xff\xfe\xfd', 'héllo'.encode()]:
    enc = base64.b64encode(data)
    print(enc, base64.b64decode(enc) == data, base64.urlsafe_b64encode(data), base64.b32encode(data),
          base64.b16encode(data)[:40])
    assert base64.urlsafe_b64decode(base64.urlsafe_b64encode(data)) == data
    assert base64.b32decode(base64.b32encode(data)) == data
    assert base64.b32hexdecode(base64.b32hexencode(data)) == data
    assert base64.b16decode(base64.b16encode(data)) == data
print(base64.b64encode(b'\xfb\xff', altchars=b'-_'), base64.b64decode('-_8=', altchars='-_'))
print(base64.standard_b64encode(b'xyz'), base64.standard_b64decode('eHl6'))
print(base64.b64decode('aGVsbG8gd29ybGQ='), base64.b64decode(bytearray(b'aGk=')), base64.b64decode('aGk=\n'))
print(base64.encodebytes(b'x' * 100))
print(base64.decodebytes(b'eHh4\neHh4\n'))
print(base64.b32hexencode(b'hello'), base64.b32decode('nbswy3dp', casefold=True), base64.b16decode('6a6B', casefold=True))
cases = [b'YWJj', b'YWJ', b'YW', b'Y', b'YWJjZA==', b'YWJjZA=', b'Y W J j', b'YW=Jj', b'=YWJj', b'YWJj====',
         b'YWJjZA==YQ==', b'YWJj\n', b'YWJjZ', b'', b'====', b'YQ==x', b'YQ=x=', b'YQ===', b'YWJj=']
for c in cases:
    show(lambda: base64.b64decode(c))
    show(lambda: base64.b64decode(c, validate=True))
show(lambda: base64.b64encode('text'))
show(lambda: base64.b64decode('é'))
show(lambda: base64.b64decode(5))
show(lambda: base64.b16decode('abc'))
show(lambda: base64.b16decode('0G'))
show(lambda: base64.b16decode('ab'))
show(lambda: base64.b32decode('MFRGG==='))
show(lambda: base64.b32decode('MFRGG'))
show(lambda: base64.b32decode('MFRGG1=='))
show(lambda: base64.encodebytes('s'))
show(lambda: binascii.b2a_base64('x'))
show(lambda: binascii.a2b_base64(5))
show(lambda: binascii.unhexlify('abc'))
show(lambda: binascii.unhexlify('zz'))
show(lambda: binascii.hexlify('ab'))
print(binascii.hexlify(b'\x01\xab'), binascii.unhexlify(b'01ab'), binascii.b2a_base64(b'hi'), binascii.a2b_base64('aGk='))
print(binascii.hexlify(b'abc', '-'), binascii.b2a_hex(b'abcd', b':', 2))
print(issubclass(binascii.Error, ValueError), binascii.Error.__name__)
try:
    base64.b64decode('abc')
except binascii.Error as e:
    print('binascii.Error:', e)
try:
    base64.b64decode('abc')
except ValueError as e:
    print('ValueError:', type(e).__name__, e)
base64.b64decode('a')

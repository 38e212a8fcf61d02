# base64: Base32/Base16/Ascii85/Base85 codecs, their options, and their exact errors.
import base64
import binascii
import io


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


samples = [b'', b'\x00', b'\x00\x00\x00\x00', b'\x00\x00\x00\x00\x00', b'    ', b'hello world',
           bytes(range(40)), b'\xff' * 7, b'Man is distinguished', b'\x00\x00\x00\x00abc    ']
for data in samples:
    a = base64.a85encode(data)
    b = base64.b85encode(data)
    print(a, b, base64.b32encode(data), base64.b32hexencode(data))
    assert base64.a85decode(a) == data
    assert base64.b85decode(b) == data
    assert base64.b32decode(base64.b32encode(data)) == data
    assert base64.b32hexdecode(base64.b32hexencode(data)) == data
    for opts in [dict(foldspaces=True), dict(pad=True), dict(adobe=True), dict(wrapcol=10),
                 dict(wrapcol=7, adobe=True), dict(wrapcol=1), dict(foldspaces=True, wrapcol=3, pad=True)]:
        enc = base64.a85encode(data, **opts)
        dec_opts = {k: v for k, v in opts.items() if k in ('foldspaces', 'adobe')}
        back = base64.a85decode(enc, **dec_opts)
        print(' ', opts, enc, back == data or back)
    print(' ', base64.b85encode(data, pad=True))

# inputs of other types
print(base64.a85encode(bytearray(b'abc')), base64.b85encode(bytearray(b'abc')))
print(base64.a85decode('9jqo^'), base64.b85decode('VPa!s'), base64.b32decode(bytearray(b'MFRGG===')))
print(base64.a85decode(b'<~9jqo^~>', adobe=True), base64.a85decode(b'<~9jqo^BlbD-BleB1DJ+*+F(f,q/0JhKF<GL>Cj@.4Gp$d7F!,L7@<6@)/0JDEF<G%<+EV:2F!,O<DJ+*.@<*K0@<6L(Df-\\0Ec5e;DffZ(EZee.Bl.9pF"AGXBPCsi+DGm>@3BB/F*&OCAfu2/AKYi(DIb:@FD,*)+C]U=@3BB/F*&OCAfu2/AKYi(DIb:@FD,*)+C]U=@3BB/F*&OCAfu2/AKYi(DIb:@FD,*)+C]U=@3BB/F*&OCAfu2/AKYi(DIb:@FD,*)+C]U=~>', adobe=True)[:30])
print(base64.a85decode(b'z'), base64.a85decode(b'y', foldspaces=True), base64.a85decode(b'9jq o^\n\t\r\x0b'))
print(base64.a85decode(b'9jqo^', ignorechars=b''))
show('adobe trailing nl', lambda: base64.a85decode(b'<~9jqo^~>\n', adobe=True))
show('adobe leading ws', lambda: base64.a85decode(b' <~9jqo^~>', adobe=True))
show('ignorechars', lambda: base64.a85decode(b'9jqo^x', ignorechars=b'x'))
show('ignorechars2', lambda: base64.a85decode(b'9j qo^', ignorechars=b''))
print(base64.a85decode(b'~>', adobe=True), base64.a85decode(b'<~~>', adobe=True))
print(base64.b85decode(b'VPa!sWoBn+X=-b1ZEkOHadLBXb#`}nd3r%YLqtVJM@UIZOH55pPf$@(Q&d$}S6EqEFflSSG&MFiI5{CeBQRbjDkv#CIy^osE+AW7dwl'))

# error cases
show('a85 z in group', lambda: base64.a85decode(b'9jzo^'))
show('a85 y in group', lambda: base64.a85decode(b'9jyo^', foldspaces=True))
show('a85 y no fold', lambda: base64.a85decode(b'y'))
show('a85 bad char', lambda: base64.a85decode(b'9jqo\x80'))
show('a85 vchar', lambda: base64.a85decode(b'abc{d'))
show('a85 overflow', lambda: base64.a85decode(b'uuuuu'))
show('a85 overflow2', lambda: base64.a85decode(b's8W-"'))
show('a85 s8W-!', lambda: base64.a85decode(b's8W-!'))
show('a85 adobe end', lambda: base64.a85decode(b'9jqo^', adobe=True))
show('a85 adobe start', lambda: base64.a85decode(b'9jqo^~>', adobe=True))
show('a85 tail1', lambda: base64.a85decode(b'9'))
show('a85 tail2', lambda: base64.a85decode(b'9j'))
show('a85 str nonascii', lambda: base64.a85decode('é'))
show('a85 str encode', lambda: base64.a85encode('abc'))
show('a85 int', lambda: base64.a85decode(3))
show('b85 bad', lambda: base64.b85decode(b'VPa!"'))
show('b85 bad pos', lambda: base64.b85decode(b'VPa!sWoBn ,X'))
show('b85 overflow', lambda: base64.b85decode(b'|NsC1'))
show('b85 overflow2', lambda: base64.b85decode(b'~~~~~'))
show('b85 max', lambda: base64.b85decode(b'|NsC0'))
show('b85 tail', lambda: base64.b85decode(b'V'))
show('b85 tail2', lambda: base64.b85decode(b'VP'))
show('b85 str', lambda: base64.b85encode('x'))
show('b85 none', lambda: base64.b85decode(None))
show('b32 lower', lambda: base64.b32decode(b'mfrgg==='))
show('b32 casefold', lambda: base64.b32decode(b'mfrgg===', casefold=True))
show('b32 map01', lambda: base64.b32decode(b'0I======', map01=b'I'))
show('b32 map01 L', lambda: base64.b32decode(b'10======', map01='L'))
show('b32 01 nomap', lambda: base64.b32decode(b'01======'))
show('b32 badpad7', lambda: base64.b32decode(b'M======='))
show('b32 badpad2', lambda: base64.b32decode(b'MFRGGZA='[:6] + b'=='))
show('b32 badpad5', lambda: base64.b32decode(b'MFR====='))
show('b32 len', lambda: base64.b32decode(b'MFRGG=='))
show('b32 mid pad', lambda: base64.b32decode(b'MF==GG==MFRGG==='))
show('b32 pad only', lambda: base64.b32decode(b'========'))
show('b32 digit', lambda: base64.b32decode(b'MFRGG1=='))
show('b32 digit2', lambda: base64.b32decode(b'MFRGG!=='))
show('b32 empty', lambda: base64.b32decode(b''))
show('b32 str', lambda: base64.b32encode('abc'))
show('b32 nonascii', lambda: base64.b32decode('MFRGGé=='))
show('b32 int', lambda: base64.b32decode(5))
show('b32hex lower', lambda: base64.b32hexdecode(b'c5h66===', casefold=True))
show('b32hex bad', lambda: base64.b32hexdecode(b'C5H66W=='))
show('b32hex pads', lambda: base64.b32hexdecode(b'C5H66==='))
show('b16 lower', lambda: base64.b16decode(b'ab'))
show('b16 casefold', lambda: base64.b16decode(b'aB', casefold=True))
show('b16 odd', lambda: base64.b16decode(b'ABC'))
show('b16 bad', lambda: base64.b16decode(b'AG'))
show('b16 str', lambda: base64.b16encode('ab'))
show('b16 bytearray', lambda: base64.b16encode(bytearray(b'\x01\xfe')))
show('b16 nonascii', lambda: base64.b16decode('é'))
show('b64 altchars', lambda: base64.b64encode(b'\xfb\xff\xfe', altchars=b'*!'))
show('b64 altchars dec', lambda: base64.b64decode(b'*!/+', altchars=b'*!'))
show('b64 altchars str', lambda: base64.b64decode('-_-_', altchars='-_'))
show('b64 validate bad', lambda: base64.b64decode(b'YW*j', validate=True))
show('b64 nonvalidate', lambda: base64.b64decode(b'YW*jZA=='))
show('b64 int', lambda: base64.b64encode(5))
show('b64 list', lambda: base64.b64decode([1]))
show('urlsafe', lambda: base64.urlsafe_b64encode(b'\xfb\xff\xfe'))
show('urlsafe dec', lambda: base64.urlsafe_b64decode('-__-'))
show('urlsafe str dec', lambda: base64.urlsafe_b64decode('+//+'))
show('encodebytes empty', lambda: base64.encodebytes(b''))
show('encodebytes 57', lambda: base64.encodebytes(b'y' * 57))
show('encodebytes 58', lambda: base64.encodebytes(b'y' * 58))
show('encodebytes bytearray', lambda: base64.encodebytes(bytearray(b'q')))
show('decodebytes str', lambda: base64.decodebytes('eHh4'))
show('decodebytes bad', lambda: base64.decodebytes(b'eHh'))

show('a85 wrap adobe 1', lambda: [base64.a85encode(b'hello world', wrapcol=w, adobe=True) for w in (1, 2, 3, 4, 5, -1)])
show('a85 wrap empty', lambda: [base64.a85encode(b'', wrapcol=w, adobe=True) for w in (1, 2, 4)])
show('a85 wrap neg', lambda: base64.a85encode(b'abc', wrapcol=-1))
show('a85 uu', lambda: base64.a85decode(b'uu'))
show('b85 overflow 2nd', lambda: base64.b85decode(b'VPa!s|NsC1'))
show('b85 partial overflow', lambda: base64.b85decode(b'VPa!s~'))
show('b85 bad 2nd', lambda: base64.b85decode(b'VPa!s"'))
show('a85 ignore z', lambda: base64.a85decode(b'zz ', ignorechars=b'z'))
show('a85 fold pad', lambda: base64.a85encode(b'    ', foldspaces=True, pad=True))
show('a85 fold pad2', lambda: base64.a85encode(b'  ', foldspaces=True, pad=True))
show('a85 int', lambda: base64.a85encode(5))
show('b32 map01 long', lambda: base64.b32decode(b'MFRGG===', map01=b'ab'))
show('b64 altchars long', lambda: base64.b64decode(b'ab', altchars=b'abc'))
show('b64 altchars long enc', lambda: base64.b64encode(b'ab', altchars=b'abc'))
show('b16 odd bad', lambda: base64.b16decode(b'ABG'))
show('types', lambda: [type(f(bytearray(b'YWJj'))).__name__ for f in (base64.b64decode, base64.b64encode, base64.b32encode, base64.a85encode, base64.a85decode, base64.b85encode, base64.b85decode, base64.b16encode)] + [type(base64.b16decode(bytearray(b'AB'))).__name__])
show('encodebytes nl', lambda: base64.encodebytes(b'ab\n'))

# the file-object helpers
src = io.BytesIO(b'z' * 130)
out = io.BytesIO()
base64.encode(src, out)
print(out.getvalue())
back = io.BytesIO()
base64.decode(io.BytesIO(out.getvalue()), back)
print(back.getvalue() == b'z' * 130)
print(base64.MAXLINESIZE, base64.MAXBINSIZE, sorted(base64.__all__))

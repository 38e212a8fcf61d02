s = "Hello, World!"
print(s[:5], s[7:], s[-6:-1], s[::2], s[::-1], s[1:10:3], s[-1::-2], s[100:], repr(s[5:5]))
print(s[s.index(",") + 2:], s[:s.find("W")].strip(", "))
url = "https://example.com/path/to/page?x=1"
scheme = url[:url.index("://")]
rest = url[len(scheme) + 3:]
host = rest[:rest.index("/")]
path = rest[len(host):rest.index("?")]
print(scheme, host, path, url[url.rindex("?") + 1:])
print("abcdef"[-2:], "abcdef"[:-2], "ab"[5:10], "日本語テキスト"[1:4], "日本語"[::-1])

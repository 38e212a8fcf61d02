// Snapshots written by an earlier format still restore: the bytes below are `basilisk serve`'s
// dump of this program, paused at fetch(3), made by the build of format version 3 (before
// functions' annotations/__doc__/__module__ and OSError's errno fields were recorded). Restored
// now, the function reads its docstring from the code and has empty annotations, and the
// exception (made as a plain OSError then) has no errno fields: they read None.
//
//   def area(w, h=2, *, unit="m"):
//       "Area."
//       return w * h
//   area.calls = 1
//   try:
//       raise OSError(2, "gone")
//   except OSError as e:
//       err = e
//   x = fetch(3)
//   print(area(x), area.__doc__, area.__defaults__, area.__kwdefaults__, area.calls, area.__name__, area.__module__)
//   print(area.__annotations__, type(err).__name__, err.args, err.errno)
#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

constexpr const char* kVersion3Snapshot =
    "QlNLWAIAAAAfAAAAB21haW4ucHkBAQVmZXRjaAQEYXJlYQFlA2VycgF4AT0EAAAAAAAAQlNMSwEDAAAAJAQAAAAAAAAikki1"
    "v203jBwEAAAAAAAAAeEFB21haW4ucHkLHmRlZiBhcmVhKHcsIGg9MiwgKiwgdW5pdD0ibSIpOgsgICAgIkFyZWEuIhAgICAg"
    "cmV0dXJuIHcgKiBoDmFyZWEuY2FsbHMgPSAxBHRyeTocICAgIHJhaXNlIE9TRXJyb3IoMiwgImdvbmUiKRRleGNlcHQgT1NF"
    "cnJvciBhcyBlOgsgICAgZXJyID0gZQx4ID0gZmV0Y2goMylwcHJpbnQoYXJlYSh4KSwgYXJlYS5fX2RvY19fLCBhcmVhLl9f"
    "ZGVmYXVsdHNfXywgYXJlYS5fX2t3ZGVmYXVsdHNfXywgYXJlYS5jYWxscywgYXJlYS5fX25hbWVfXywgYXJlYS5fX21vZHVs"
    "ZV9fKURwcmludChhcmVhLl9fYW5ub3RhdGlvbnNfXywgdHlwZShlcnIpLl9fbmFtZV9fLCBlcnIuYXJncywgZXJyLmVycm5v"
    "KQIIPG1vZHVsZT4IPG1vZHVsZT4IAAAAAAAAABEEYXJlYQVjYWxscwdPU0Vycm9yAWUDZXJyBWZldGNoAXgFcHJpbnQHX19k"
    "b2NfXwxfX2RlZmF1bHRzX18OX19rd2RlZmF1bHRzX18IX19uYW1lX18KX19tb2R1bGVfXw9fX2Fubm90YXRpb25zX18EdHlw"
    "ZQRhcmdzBWVycm5vBwIEBQR1bml0BQFtAgIFBGdvbmUAAgZJCKQCiAKIBKcCwyYSiAYRmAKRBAiICL4EyAK1SEmRBEu2QJIG"
    "kQaSCEqICpIGkwa1SIgKkgaTBkxMBUpMkQqIDL4CkgyRDhGRDL4CEZcQEZcSEZcUEZcCEZcWEZcYvg4CkQ4RlxqRHJEIvgKX"
    "FpEIlx6RCJcgvghUiApEBAoPEAAQFSEBFRccARwhIQEJAAEHBAoGEQcVCBcHJAkoCjoLCAEAAARhcmVhBGFyZWEAAgABAwF3"
    "AWgEdW5pdAAAAAAABAmJApsERAABAAMCAQVBcmVhLgEeBgMowAFkZEjQAQEEdW5pdAEBbQEEZ29uZQEEYXJlYQEFY2FsbHMB"
    "B09TRXJyb3IBAWUBA2VycgEFZmV0Y2gBAXgBBXByaW50AQdfX2RvY19fAQxfX2RlZmF1bHRzX18BDl9fa3dkZWZhdWx0c19f"
    "AQhfX25hbWVfXwEKX19tb2R1bGVfXwEPX19hbm5vdGF0aW9uc19fAQR0eXBlAQRhcmdzAQVlcnJubwUBIQYBEBgLAAEIHQ0E"
    "KCgVBgEwERDUEQQlBAQAAQAADh8FAiEgGwVmZXRjaAAdHYBAlBEUEBggKDA4QEhQWGBocHgWFhYWFhYBAgchEBgRIAQxAAEE"
    "AAAnAAEIBAQAAgHoAQgEBAQEAAEFZmV0Y2gBMQABAR6AwtcvkE6AgICAAQDoB4CAgAgAAAAAAADmlQwMNi+h0Q==";

TEST(SnapshotCompat, Version3SnapshotRestoresAndFinishes) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"fetch"}});
    std::string bytes = base64_decode(kVersion3Snapshot);
    size_t checkpoint = bytes.find("BSLK");   // the checkpoint envelope inside the execution record
    ASSERT_NE(checkpoint, std::string::npos);
    ASSERT_EQ(uint8_t(bytes.at(checkpoint + 5)), 3u) << "the fixture is a version-3 checkpoint";
    CodeExecution run = sandbox.restore(bytes);
    auto call = std::get<FunctionCall>(run.next());
    EXPECT_EQ(call.name, "fetch");
    run.provide_result(3);
    auto done = std::get<ExecutionResult>(run.next());
    EXPECT_EQ(done.stdout_text,
              "6 Area. (2,) {'unit': 'm'} 1 area __main__\n"
              "{} OSError (2, 'gone') None\n");
}

}  // namespace
}  // namespace basilisk::test

// Sessions through `basilisk serve`: the globals a completed execution left dump to bytes, and
// another serve process restores them and continues with keep_globals, as a host that keeps an
// agent's REPL state in its own store continues it on any worker.
#include <string>

#include <gtest/gtest.h>

#include "interp/values.h"
#include "tests/embedding/serve_process.h"

namespace basilisk::test {
namespace {

TEST(ProtocolSession, GlobalsBetweenCellsContinueInAnotherProcess) {
    std::string data;
    {
        Server first;
        Json done = first.send(R"J({"op":"start","code":"rates = {'EUR': 0.5}\ndef convert(v, c):\n    return v * rates[c]\n"})J");
        ASSERT_EQ(done["event"], "complete") << done.dump();
        Json next = first.send(R"J({"op":"start","keep_globals":true,"code":"rates['GBP'] = 0.25\nlen(rates)"})J");
        ASSERT_EQ(next["output"], 2) << next.dump();
        Json snapshot = first.send(R"J({"op":"dump"})J");
        ASSERT_EQ(snapshot["event"], "snapshot") << snapshot.dump();
        data = snapshot["data"].get<std::string>();
    }
    Server second;
    Json restored = second.send(R"J({"op":"restore","data":")J" + data + R"J("})J");
    EXPECT_EQ(restored["event"], "restored") << restored.dump();
    EXPECT_EQ(restored["keep_globals"], true);
    Json cell = second.send(R"J({"op":"start","keep_globals":true,"code":"[convert(10, 'EUR'), convert(8, 'GBP')]"})J");
    ASSERT_EQ(cell["event"], "complete") << cell.dump();
    EXPECT_EQ(cell["output"], Json::parse("[5.0, 2.0]"));
    // Without keep_globals the next start begins empty.
    Json fresh = second.send(R"J({"op":"start","code":"'rates' in globals()"})J");
    EXPECT_EQ(fresh["output"], false);
}

TEST(ProtocolSession, NothingToDumpIsAProtocolError) {
    Server server;
    Json reply = server.send(R"J({"op":"dump"})J");
    EXPECT_EQ(reply["event"], "error") << reply.dump();
}

}  // namespace
}  // namespace basilisk::test

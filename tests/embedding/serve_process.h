#pragma once
// A `basilisk serve` child process driven through pipes, as a host in another language drives it
// (the protocol tests; BASILISK_EXE names the binary).
#include <cstdio>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include <gtest/gtest.h>

#include "interp/values.h"

namespace basilisk::test {

class Server {
public:
    explicit Server(std::vector<std::string> extra = {}) {
        int to_child[2], from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0) throw std::runtime_error("pipe");
        m_pid = fork();
        if (m_pid == 0) {
            dup2(to_child[0], 0);
            dup2(from_child[1], 1);
            close(to_child[1]);
            close(from_child[0]);
            std::vector<char*> argv{const_cast<char*>(BASILISK_EXE), const_cast<char*>("serve")};
            for (auto& e : extra) argv.push_back(e.data());
            argv.push_back(nullptr);
            execv(BASILISK_EXE, argv.data());
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        m_in = fdopen(to_child[1], "w");
        m_out = fdopen(from_child[0], "r");
    }
    ~Server() {
        if (m_in) fclose(m_in);
        if (m_out) fclose(m_out);
        int status = 0;
        waitpid(m_pid, &status, 0);
    }
    // Sends one line, returns the reply line.
    std::string raw(const std::string& line) {
        std::fputs((line + "\n").c_str(), m_in);
        std::fflush(m_in);
        std::string reply;
        int c;
        while ((c = std::fgetc(m_out)) != EOF && c != '\n') reply += char(c);
        return reply;
    }
    Json send(const std::string& line) {
        std::string reply = raw(line);
        try {
            return json_parse(reply);
        } catch (const std::exception&) {
            ADD_FAILURE() << "not JSON: " << reply;
            return Json();
        }
    }
    // Closes stdin; returns the exit status.
    int close_and_wait() {
        fclose(m_in);
        m_in = nullptr;
        int status = 0;
        waitpid(m_pid, &status, 0);
        m_pid = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

private:
    pid_t m_pid = -1;
    FILE* m_in = nullptr;
    FILE* m_out = nullptr;
};

}  // namespace basilisk::test

#include "engine/session/local_dynamos.hpp"

#include <csignal>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "engine/model/address.hpp"
#include "engine/protocol/auth.hpp"

extern char** environ;

namespace iometry::session {

bool ensureTokenFile(std::filesystem::path& dir, const std::string& token, std::string& error) {
    if (!dir.empty()) return true;
    char pattern[] = "/tmp/iometry-run-XXXXXX";
    if (!mkdtemp(pattern)) {
        error = "cannot create a private folder for the dynamo token";
        return false;
    }
    dir = pattern;
    return protocol::writeTokenFile((dir / "token").string(), token, error);
}

std::string localManagerAddress(const std::string& listenHost, std::uint16_t port) {
    // Listening on every address: the local dynamo reaches it on loopback, of the same family.
    const bool every = model::isWildcardAddress(listenHost);
    return model::hostPort(every ? model::loopbackAddress(model::ipFamily(listenHost)) : listenHost,
                           port);
}

pid_t spawnDynamo(const std::string& executable, const std::string& manager,
                  const std::string& name, const std::filesystem::path& tokenFile,
                  std::string& error) {
    std::vector<std::string> args = {executable, "--manager", manager,
                                     "--name", name, "--token-file", tokenFile.string(),
                                     "--connect-timeout", "10"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, executable.c_str(), nullptr, nullptr, argv.data(), environ);
    if (rc != 0) {
        error = "cannot start " + executable + ": " + std::strerror(rc);
        return -1;
    }
    return pid;
}

bool childExited(pid_t pid) {
    int status = 0;
    return pid > 0 && waitpid(pid, &status, WNOHANG) == pid;
}

void reapChildren(std::map<std::string, pid_t>& children,
                  std::chrono::steady_clock::duration grace) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + grace;
    for (auto& [name, pid] : children) {
        if (pid <= 0) continue;
        int status = 0;
        while (waitpid(pid, &status, WNOHANG) == 0) {
            if (Clock::now() >= deadline) {
                kill(pid, SIGKILL);
                waitpid(pid, &status, 0);
                break;
            }
            usleep(20000);
        }
        pid = -1;
    }
}

}  // namespace iometry::session

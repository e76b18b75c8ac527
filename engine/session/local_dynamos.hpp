#pragma once
/**
 * @file
 * @brief Spawning and reaping the dynamos a plan starts on this machine (`"spawn": true`).
 *
 * A spawned dynamo learns the session's token from a file in a private folder readable
 * only by the owner (docs/protocol.md, "Handshake"); the folder goes when the session ends.
 *
 * LocalDynamos, a part of the dynamo registry (docs/architecture.md, "engine/"), owns the
 * children and that folder; it calls only the functions below and the OS.
 */

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <sys/types.h>
#include <vector>

namespace iometry::session {

/**
 * @brief Creates the private token folder (once: nothing happens when @p dir is set)
 *        and writes @p token into `dir/token`.
 */
bool ensureTokenFile(std::filesystem::path& dir, const std::string& token, std::string& error);

/** @brief The address a local dynamo dials for a manager listening on @p host:@p port. */
std::string localManagerAddress(const std::string& host, std::uint16_t port);

/**
 * @brief The autogroup nice value of each of @p dynamos spawned dynamos, such that
 *        together they weigh about one session at nice 0: 0 for one, 3 for two, 16 for 32.
 */
int autogroupNiceFor(std::size_t dynamos);

/**
 * @brief Starts `executable --manager ADDRESS --name NAME --token-file FILE` in a session
 *        of its own, weighed as one of the run's @p spawned dynamos (autogroupNiceFor).
 * @return its pid, or -1 with @p error saying why.
 */
pid_t spawnDynamo(const std::string& executable, const std::string& managerAddress,
                  const std::string& name, const std::filesystem::path& tokenFile,
                  std::size_t spawned, std::string& error);

/**
 * @brief Waits up to @p grace for every child to exit, then kills what is left;
 *        every pid becomes -1.
 */
void reapChildren(std::map<std::string, pid_t>& children,
                  std::chrono::steady_clock::duration grace = std::chrono::seconds(3));

/** @brief The dynamos this session started, and the token file they read. */
class LocalDynamos {
public:
    /** @brief Started by this session, whether it still runs or not. */
    bool started(const std::string& name) const { return m_children.count(name) > 0; }
    bool alive(const std::string& name) const {
        auto it = m_children.find(name);
        return it != m_children.end() && it->second > 0;
    }
    /**
     * @brief Writes @p token into the private folder (once), then starts @p name dialling
     *        @p managerAddress, weighed as one of @p spawned (spawnDynamo).
     * @return its pid, or -1 with @p error saying why.
     */
    pid_t spawn(const std::string& executable, const std::string& managerAddress,
                const std::string& name, const std::string& token, std::size_t spawned,
                std::string& error);
    /** @brief The children that have exited, reaped without waiting. */
    std::vector<std::string> reapExited();
    /** @brief Reaps every child (reapChildren) and removes the token folder. */
    void reapAll();

private:
    std::map<std::string, pid_t> m_children;  ///< by dynamo name; -1 once reaped
    std::filesystem::path m_tokenDir;         ///< empty until the first spawn
};

}  // namespace iometry::session

#pragma once
/**
 * @file
 * @brief Where stock IOmeter 1.1 dynamos log in (`dynamo -i MANAGER -m ITS_ADDRESS -n NAME`):
 *        the login, the connection back to the dynamo, and its targets
 *        (docs/iometer-files.md, "IOmeter's dynamos").
 *
 * IOmeter's protocol has no authentication, so this listens only where the user says
 * (`--iometer-listen`), lets in only names its owner wants (the plan's IOmeter dynamos),
 * and connects back only to the address the login came from, never to the one the
 * dynamo names (a stranger could name any host). A login that is not IOmeter's, of
 * another version (answered WRONG_VERSION, as IOmeter answers it), of a Data_Message
 * size other than 888,840 bytes, or slower than kLoginTimeout, is closed and logged.
 *
 * State it owns: the acceptor, and the logins in progress (at most kMaxPendingLogins).
 * Single-threaded, on the session's io_context.
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/iometer/bridge.hpp"

namespace iometry::iometer {

/** @brief A login, its connection back and the dynamo's targets must be done within this. */
inline constexpr std::chrono::seconds kLoginTimeout{20};
/** @brief The wait before connecting back again to a dynamo that refused: the stock dynamo
 *         listens only once it has read LOGIN_OK (IOmeter's manager retries as often). */
inline constexpr std::chrono::milliseconds kConnectBackRetry{200};
/** @brief Logins in progress at once; more are closed (strangers on the port). */
inline constexpr std::size_t kMaxPendingLogins = 16;

class Logins {
public:
    /** @brief What the desk asks of its owner (the dynamo registry). */
    struct Owner {
        virtual ~Owner() = default;
        /** @brief Why dynamo @p name may not join now; empty when it may. */
        virtual std::string refusal(const std::string& name) = 0;
        /** @brief Dynamo @p name has logged in and listed its targets. */
        virtual void onJoined(const std::string& name, std::shared_ptr<Bridge> bridge,
                              const nlohmann::json& hello) = 0;
        virtual void log(const std::string& line) = 0;
    };

    Logins(boost::asio::io_context& io, Owner& owner) : m_io(io), m_owner(owner), m_acceptor(io) {}
    ~Logins() { close(); }

    /** @brief Listens on @p host : @p port; false with @p error when it cannot. */
    bool listen(const std::string& host, std::uint16_t port, std::string& error);
    std::uint16_t port() const { return m_port; }
    /** @brief Stops listening and drops the logins in progress. */
    void close();

private:
    struct Login;
    void accept();
    void begin(std::shared_ptr<Login> login);
    void readInfo(std::shared_ptr<Login> login);
    void connectBack(std::shared_ptr<Login> login);
    void tryConnectBack(std::shared_ptr<Login> login, boost::asio::ip::tcp::endpoint to);
    void end(const std::shared_ptr<Login>& login, const std::string& why);

    boost::asio::io_context& m_io;
    Owner& m_owner;
    boost::asio::ip::tcp::acceptor m_acceptor;
    std::uint16_t m_port = 0;
    std::vector<std::shared_ptr<Login>> m_pending;
};

}  // namespace iometry::iometer

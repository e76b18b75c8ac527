// The tcp kind in the workers table: the ends of its pair and its socket controls
// (docs/plan-format.md, "Socket controls"), the keys of the worker's "socket" object.
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "gui/kinds/kind_editors.hpp"
#include "gui/kinds/pair_columns.hpp"
#include "gui/models/worker_model.hpp"

namespace iometry::gui {
namespace {

const model::SocketOptions& socketOf(const CellView& v) {
    return v.worker.as<model::TcpSettings>()->socket;
}
model::SocketOptions& socketOf(CellEdit& e) { return e.worker.as<model::TcpSettings>()->socket; }

/**
 * The congestion controls both ends can use: those both connected dynamos report (the
 * intersection), or the one connected dynamo's. A dynamo too old to list them narrows nothing.
 */
QStringList congestionControlsOf(const WorkerModel& table, const model::WorkerDef& w) {
    std::optional<QStringList> common;
    for (const std::string& d : {w.dynamo, w.ends()->peer.dynamo}) {
        const DynamoFacts* facts = table.facts(QString::fromStdString(d));
        if (!facts || !facts->congestionControls) continue;
        if (!common) {
            common = *facts->congestionControls;
            continue;
        }
        common->erase(std::remove_if(common->begin(), common->end(),
                                     [&](const QString& a) { return !facts->congestionControls->contains(a); }),
                      common->end());
    }
    return common.value_or(QStringList());
}

/** "default", with the defaults of the worker's connected hosts when they are known. */
QString defaultCongestionText(const WorkerModel& table, const model::WorkerDef& w) {
    QStringList defaults;
    for (const std::string& d : {w.dynamo, w.ends()->peer.dynamo}) {
        const DynamoFacts* facts = table.facts(QString::fromStdString(d));
        if (facts && !facts->defaultCongestion.isEmpty() && !defaults.contains(facts->defaultCongestion))
            defaults << facts->defaultCongestion;
    }
    if (defaults.isEmpty()) return WorkerText::tr("default");
    return WorkerText::tr("default (%1)").arg(defaults.join(QStringLiteral(" / ")));
}

/** A socket control that holds a number; unset is the kernel's default, an empty cell. */
template <typename T>
WorkerColumn numberControl(std::string key, const char* header, const char* tip,
                           std::optional<T> model::SocketOptions::*field) {
    WorkerColumn c{"socket." + std::move(key), header, tip, 110, true};
    c.text = [field](const CellView& v, bool) {
        const std::optional<T>& value = socketOf(v).*field;
        if (!value) return QString();
        if constexpr (std::is_floating_point_v<T>) return QString::number(*value, 'g', 12);
        else return QString::number(*value);
    };
    c.edit = [field](CellEdit& e) {
        if constexpr (std::is_floating_point_v<T>) e.optionalNumber(socketOf(e).*field);
        else if constexpr (sizeof(T) > sizeof(int)) {
            // Buffers take 64-bit counts: the whole range the validator may refuse.
            std::optional<T>& out = socketOf(e).*field;
            if (e.text.isEmpty()) out.reset();
            else if (e.rawNumber().is_number_integer()) out = e.raw.get<T>();
        } else e.optionalInteger(socketOf(e).*field);
        return QString();
    };
    return c;
}

std::vector<WorkerColumn> tcpColumns() {
    std::vector<WorkerColumn> columns = pairColumns(model::tcpKind());
    columns.push_back(numberControl<std::int64_t>(
        "send_buffer", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Send buffer"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "Linux doubles it and caps it at net.core.wmem_max. Empty: the kernel's default."),
        &model::SocketOptions::sendBuffer));
    columns.push_back(numberControl<std::int64_t>(
        "receive_buffer", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Receive buffer"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "Linux doubles it, caps it at net.core.rmem_max and stops tuning it. Empty: the "
                          "kernel's default, autotuned."),
        &model::SocketOptions::receiveBuffer));
    WorkerColumn congestion{
        "socket.congestion", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Congestion"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "The ones the connected dynamos of the pair offer are listed; another name may be "
                          "typed, but a dynamo without it refuses the step. Empty: the host's default."),
        110};
    congestion.text = [](const CellView& v, bool editor) {
        const std::string& name = socketOf(v).congestion;
        if (!name.empty()) return QString::fromStdString(name);
        return editor ? QString() : defaultCongestionText(v.table, v.worker);
    };
    congestion.cellTip = [](const CellView& v) -> QString {
        // A name the plan holds for a host that lacks it would fail the run: say so.
        const QString name = QString::fromStdString(socketOf(v).congestion);
        if (name.isEmpty()) return {};
        for (const std::string& d : {v.worker.dynamo, v.worker.ends()->peer.dynamo}) {
            const QString dynamo = QString::fromStdString(d);
            const DynamoFacts* facts = v.table.facts(dynamo);
            if (facts && facts->congestionControls && !facts->congestionControls->contains(name))
                return WorkerText::tr("Dynamo %1 does not offer %2 (it has %3): the run would fail.")
                    .arg(dynamo, name, facts->congestionControls->join(QStringLiteral(", ")));
        }
        return {};
    };
    congestion.choices = [](const CellView& v) {
        // The host's default, then what both ends offer; a name for a dynamo that is not
        // connected yet may be typed.
        Choices c;
        c.values << QString();
        c.labels << defaultCongestionText(v.table, v.worker);
        for (const QString& name : congestionControlsOf(v.table, v.worker)) {
            c.values << name;
            c.labels << name;
        }
        return c;
    };
    congestion.edit = [](CellEdit& e) {
        if (e.isDefault()) socketOf(e).congestion.clear();
        else socketOf(e).congestion = e.utf8();
        return QString();
    };
    columns.push_back(std::move(congestion));
    WorkerColumn noDelay{
        "socket.nodelay", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "No delay"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "Default: off for streams, on for request/response."),
        110};
    noDelay.text = [](const CellView& v, bool editor) {
        const std::optional<bool>& on = socketOf(v).noDelay;
        if (!on) return editor ? QString() : WorkerText::tr("default");
        return yesNoText(*on, editor);
    };
    noDelay.choices = [](const CellView&) {
        return Choices{{QString(), QStringLiteral("true"), QStringLiteral("false")},
                       {WorkerText::tr("default — off for streams, on for request/response"),
                        WorkerText::tr("yes"), WorkerText::tr("no")},
                       false};
    };
    noDelay.edit = [](CellEdit& e) {
        e.optionalBoolean(socketOf(e).noDelay);
        return QString();
    };
    columns.push_back(std::move(noDelay));
    columns.push_back(numberControl<int>(
        "mss", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "MSS"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "The path's MTU may make it smaller. Empty: as the MTU allows."),
        &model::SocketOptions::mss));
    columns.push_back(flagColumn(
        "socket.zerocopy", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Zero-copy"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "Worth it from about 10 KB a request."),
        110, [](auto& w) -> auto& { return w.template as<model::TcpSettings>()->socket.zeroCopy; }));
    columns.push_back(numberControl<int>(
        "busy_poll_us", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Busy poll µs"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "More than net.core.busy_read needs root. Empty: net.core.busy_read."),
        &model::SocketOptions::busyPollUs));
    columns.push_back(numberControl<double>(
        "pacing_mbit", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Pacing Mbit/s"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "Headers included. Empty: no limit."),
        &model::SocketOptions::pacingMbit));
    // Their help, ranges and units are the kind's settings table's.
    const std::size_t pair = pairColumns(model::tcpKind()).size();
    for (std::size_t i = pair; i < columns.size(); ++i) columns[i] = withSetting(std::move(columns[i]), model::tcpKind());
    return columns;
}

}  // namespace

KindEditor tcpEditor() {
    KindEditor e;
    e.kind = &model::tcpKind();
    e.label = QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "tcp — a stream or request/response pair");
    e.columns = tcpColumns();
    e.adopt = [](CellEdit& edit) {
        model::TcpSettings tcp;
        if (const auto* had = edit.worker.as<model::TcpSettings>()) tcp = *had;
        adoptEnds(edit, tcp.ends);
        edit.worker.settings = tcp;
    };
    return e;
}

}  // namespace iometry::gui

#pragma once
// The workers of the PlanDocument as an editable table (IOmeter's Targets page). An edit is
// applied to a copy of the plan and run through the plan validator; a value that adds a
// problem is refused with the validator's words ("outstanding: must be 1–4096, got 0") and
// never reaches the plan. The dynamos that are connected tell which addresses and CPUs a
// worker can use: their hello's "interfaces" are offered for Bind and Peer address, their
// "disks" for a disk worker's Path, their "host.tcp_congestion" for a tcp worker's Congestion.
// Columns of another kind than a worker's stay empty.

#include <QAbstractTableModel>
#include <QMap>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/session/session.hpp"
#include "gui/models/block_devices.hpp"

namespace iometry::gui {

class PlanDocument;

class WorkerModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        DynamoColumn,
        KindColumn,
        BindColumn,
        PeerDynamoColumn,
        PeerAddressColumn,
        SpecColumn,
        OutstandingColumn,
        CpuColumn,
        PeerCpuColumn,
        RateColumn,         ///< udp: rate_mbit
        // tcp: the socket controls, the keys of the worker's "socket" object
        SendBufferColumn,     ///< send_buffer (SO_SNDBUF), bytes; empty: the kernel's default
        ReceiveBufferColumn,  ///< receive_buffer (SO_RCVBUF), bytes
        CongestionColumn,     ///< congestion (TCP_CONGESTION); empty: the host's default
        NoDelayColumn,        ///< nodelay (TCP_NODELAY): default, yes or no
        MssColumn,            ///< mss (TCP_MAXSEG), bytes
        ZeroCopyColumn,       ///< zerocopy (MSG_ZEROCOPY)
        BusyPollColumn,       ///< busy_poll_us (SO_BUSY_POLL)
        PacingColumn,         ///< pacing_mbit (SO_MAX_PACING_RATE)
        PathColumn,         ///< disk: the test file or block device
        FileSizeColumn,     ///< disk
        EngineColumn,       ///< disk
        DirectColumn,       ///< disk
        VerifyColumn,       ///< disk
        BlockDeviceColumn,  ///< disk
        ForceColumn,        ///< disk
        ColumnCount
    };
    enum Role {
        EditTextRole = Qt::UserRole + 1,  ///< QString an editor starts from
        ChoicesRole,          ///< QStringList: values an editor offers (empty: a plain text field)
        ChoiceLabelsRole,     ///< QStringList: how each choice is shown ("10.0.0.1 — eth0, …")
        FreeTextRole,         ///< bool: values other than the choices may be typed
    };

    explicit WorkerModel(PlanDocument* document, QObject* parent = nullptr);

    /** The dynamos connected now (SessionController::dynamos()). */
    void setDynamos(const std::vector<session::DynamoInfo>& dynamos);
    void addDynamo(const session::DynamoInfo& dynamo);
    void removeDynamo(const QString& name);
    bool isConnected(const QString& dynamo) const { return m_dynamos.contains(dynamo); }
    /** The connected dynamos by name, with their hello. */
    const QMap<QString, session::DynamoInfo>& dynamos() const { return m_dynamos; }
    /** The addresses a connected dynamo reports (link-local IPv6 left out); empty otherwise. */
    QStringList addressesOf(const QString& dynamo) const;
    /**
     * The congestion controls a worker of @p dynamo and its partner on @p peer can both use:
     * those both connected dynamos report (the intersection), or the one connected dynamo's;
     * empty when neither is connected (or reports them).
     */
    QStringList congestionControlsOf(const QString& dynamo, const QString& peer) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /** Refuses a bad value (returns false, lastError() and invalidEdit() say why). */
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    /** New workers copy the worker above them under a new name. */
    bool insertRows(int row, int count, const QModelIndex& parent = {}) override;
    /** The last worker cannot be removed (a plan needs one). */
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;

    /** Why @p value would be refused in @p index, or an empty string; changes nothing. */
    QString checkEdit(const QModelIndex& index, const QVariant& value) const;
    QString lastError() const { return m_lastError; }
    /**
     * For a switch of the language (Settings → Language): words the last refusal anew and
     * has the views read every header and cell again, in the language of the moment.
     */
    void retranslate();

    /** Whether @p column means something for a worker of @p kind (else empty, not editable). */
    static bool columnApplies(int column, model::TargetKind kind);
    /** The test file a worker made a disk worker here starts with. */
    static QString defaultDiskPath() { return QStringLiteral("/var/tmp/iometry.tst"); }
    /** Its size: 1 GiB, as examples/disk-queue-depth.json. */
    static constexpr std::uint64_t kDefaultFileSize = std::uint64_t{1} << 30;
    /** The offered rate a worker made a udp stream here starts with. */
    static constexpr double kDefaultRateMbit = 1000;

Q_SIGNALS:
    void invalidEdit(const QString& reason);
    /** A dynamo connected or was lost: the choices of Bind and Peer address changed. */
    void dynamosChanged();

private:
    /** A cell of this table (quietly false for the invalid index views like to ask about). */
    bool isCell(const QModelIndex& index) const {
        return index.isValid() && index.model() == this && !index.parent().isValid() &&
               index.row() < rowCount() && index.column() < ColumnCount;
    }
    QString edited(int row, int column, const QVariant& value, model::Plan& plan) const;
    QString applyEdit(model::Plan& plan, int row, int column, const QVariant& value,
                      nlohmann::ordered_json& raw) const;
    QStringList choices(int row, int column, QStringList* labels, bool* freeText) const;
    std::string addressLike(const std::string& current, const std::string& dynamo,
                            bool wantV6) const;
    QString interfaceOf(const QString& dynamo, const QString& address) const;
    int cpusOf(const QString& dynamo) const;
    /** A connected dynamo's default congestion control; empty otherwise. */
    QString defaultCongestionOf(const QString& dynamo) const;
    /** "default", with the defaults of @p w's connected hosts when they are known. */
    QString defaultCongestionText(const model::WorkerDef& w) const;
    /** The block devices a connected dynamo reports; empty otherwise. */
    std::vector<BlockDevice> devicesOf(const QString& dynamo) const;
    /** @p again words @p reason anew, for retranslate(). */
    void refuse(const QString& reason, std::function<QString()> again);
    void commit(const model::Plan& plan);
    void syncFromDocument();

    PlanDocument* m_document;
    std::vector<model::WorkerDef> m_workers;  ///< a copy, consistent while the plan changes
    QMap<QString, session::DynamoInfo> m_dynamos;
    QString m_lastError;
    std::function<QString()> m_refusal;  ///< says m_lastError again, in the current language
};

}  // namespace iometry::gui

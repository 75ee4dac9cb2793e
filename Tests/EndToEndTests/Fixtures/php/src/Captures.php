<?php

declare(strict_types=1);

/** Starts and finishes captures for the logged-in app user. */
final class Captures
{
    private const DEFAULT_DOCUMENT_TYPE = 'DUI_TYPE_NG_BVN';

    private const OUTCOMES = [
        'PROCESS_STATE_FINISHED/PROCESS_RESULT_OK' => 'approved',
        'PROCESS_STATE_FINISHED/PROCESS_RESULT_INVALID_IDENTITY' => 'rejected',
        'PROCESS_STATE_FAILED/PROCESS_RESULT_EXPIRED' => 'expired',
    ];

    public function __construct(private readonly Config $config, private readonly HumanPlugin $humanPlugin)
    {
    }

    /**
     * @param array<string, mixed> $input {"documentNumber", "documentType"}
     * @return array<string, mixed>
     */
    public function start(array $input): array
    {
        $number = $input['documentNumber'] ?? null;
        if (!is_string($number) || $number === '') {
            return Reply::error('invalid_request', 'documentNumber is required');
        }
        $type = $input['documentType'] ?? null;
        $create = [
            'flow' => 'humantoken',
            'clientId' => $this->config->clientId,
            'correlationId' => 'cap-' . bin2hex(random_bytes(12)),
            'credential' => ['type' => is_string($type) && $type !== '' ? $type : self::DEFAULT_DOCUMENT_TYPE, 'value' => $number],
            'callbackUri' => $this->config->callbackUri,
        ];
        try {
            try {
                $process = $this->humanPlugin->create($create);
            } catch (HumanPluginUnavailable $hung) {
                if (!$this->config->has('retry-on-hang')) {
                    throw $hung;
                }
                $process = $this->humanPlugin->create($create);
            }
        } catch (HumanPluginError $error) {
            error_log('create failed: ' . $error->getMessage());
            return Reply::error('upstream_error', 'the capture could not be started');
        }
        if (is_string($process['id'])) {
            Session::own($process['id']);
        }
        return Reply::ok(['capture' => $process]);
    }

    /** @return array<string, mixed> */
    public function finish(string $id): array
    {
        if ($id === '' || (!Session::owns($id) && !$this->config->has('no-ownership-check'))) {
            return Reply::error('not_found', 'no such capture');
        }
        try {
            $process = $this->humanPlugin->process($id);
            $status = $this->outcome($process);
            if ($status === 'failed' && $this->config->hasStyle('failed-as-error')) {
                return Reply::error('capture_failed', 'the capture failed');
            }
        } catch (HumanPluginError $error) {
            error_log("read of $id failed: " . $error->getMessage());
            if ($this->config->has('read-error-as-outcome') && !$error instanceof HumanPluginUnavailable) {
                return Reply::ok(['capture' => ['id' => $id, 'status' => 'rejected']]);
            }
            if ($this->config->hasStyle('read-error-as-failed') && !$error instanceof HumanPluginUnavailable) {
                return Reply::ok(['capture' => ['id' => $id, 'status' => 'failed']]);
            }
            return Reply::error('upstream_error', 'the capture result could not be read');
        }
        return Reply::ok(['capture' => ['id' => $id, 'status' => $status]]);
    }

    /** @param array<string, mixed> $process */
    private function outcome(array $process): string
    {
        $state = $process['state'] ?? '';
        $result = $process['result'] ?? '';
        return match (true) {
            isset(self::OUTCOMES["$state/$result"]) => self::OUTCOMES["$state/$result"],
            $state === 'PROCESS_STATE_FAILED' => 'failed',
            $state === 'PROCESS_STATE_CREATED' => 'pending',
            default => throw new HumanPluginError("unknown state $state/$result"),
        };
    }
}

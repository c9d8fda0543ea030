/**
 * Windows: a Task Scheduler task started at the user's logon, running `painel-print-agent servico`
 * (the supervisor, which restarts the agent after a crash: Task Scheduler's own "restart on
 * failure" only covers a task that failed to start). Registered with
 * `schtasks /Create /TN painel-print-agent /XML <file> /F`; the XML is written as UTF-16, as
 * schtasks reads it.
 */
import { AGENT_NAME } from '../folders';

export const WINDOWS_TASK = AGENT_NAME;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Windows command-line quoting of one argument (CommandLineToArgvW rules). */
export function windowsArg(arg: string): string {
  if (arg !== '' && !/[\s"]/.test(arg)) return arg;
  return `"${arg.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1')}"`;
}

export interface WindowsTaskOptions {
  /** DOMAIN\user whose logon starts it */
  user: string;
  /** the program and its arguments (absolute paths) */
  command: string[];
  version: string;
  workingDirectory: string;
}

export function windowsTaskXml({ user, command, version, workingDirectory }: WindowsTaskOptions): string {
  const [program = '', ...args] = command;
  const x = escapeXml;
  return `<?xml version="1.0" encoding="UTF-16"?>
<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">
  <RegistrationInfo>
    <Description>${x(`Painel do Parceiro: módulo de impressão local (${AGENT_NAME} ${version}).`)}</Description>
  </RegistrationInfo>
  <Triggers>
    <LogonTrigger>
      <Enabled>true</Enabled>
      <UserId>${x(user)}</UserId>
    </LogonTrigger>
  </Triggers>
  <Principals>
    <Principal id="Author">
      <UserId>${x(user)}</UserId>
      <LogonType>InteractiveToken</LogonType>
      <RunLevel>LeastPrivilege</RunLevel>
    </Principal>
  </Principals>
  <Settings>
    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>
    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>
    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>
    <AllowHardTerminate>true</AllowHardTerminate>
    <StartWhenAvailable>true</StartWhenAvailable>
    <RunOnlyIfNetworkAvailable>false</RunOnlyIfNetworkAvailable>
    <IdleSettings>
      <StopOnIdleEnd>false</StopOnIdleEnd>
      <RestartOnIdle>false</RestartOnIdle>
    </IdleSettings>
    <AllowStartOnDemand>true</AllowStartOnDemand>
    <Enabled>true</Enabled>
    <Hidden>false</Hidden>
    <RunOnlyIfIdle>false</RunOnlyIfIdle>
    <WakeToRun>false</WakeToRun>
    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>
    <Priority>7</Priority>
    <RestartOnFailure>
      <Interval>PT1M</Interval>
      <Count>999</Count>
    </RestartOnFailure>
  </Settings>
  <Actions Context="Author">
    <Exec>
      <Command>${x(program)}</Command>
      <Arguments>${x(args.map(windowsArg).join(' '))}</Arguments>
      <WorkingDirectory>${x(workingDirectory)}</WorkingDirectory>
    </Exec>
  </Actions>
</Task>
`.replace(/\n/g, '\r\n');
}

/** The file as schtasks reads it: UTF-16 little-endian with a byte order mark. */
export function windowsTaskFile(xml: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
}

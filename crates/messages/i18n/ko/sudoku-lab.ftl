### sudoku-lab 콘솔의 말, 한국어판 (원문: ../en/sudoku-lab.ftl).
###
### The Korean of the console. Each message has the same id and the same
### variables ($test, $verdict, ...) as in English. A particle written in
### both forms after a variable or a number, 이(가), 은(는), 을(를), 과(와),
### (으)로, becomes the one its word takes (`josa::resolve`). Spaces at a
### line's start or end, a brace, or a final newline are string literals:
### {"  "}, {"{"}, {"\u000A"}. Rebuild (`cargo build`) to see an edit.

## The messages of the subcommands: stress, judge, validate, solve, compare,
## check-trace, and clap's usage errors on a Korean console

sample-failed = 테스트 전에 예제 입력에서 명령이 실패했다: `{ $command }`, { $ended }

sample-stderr = stderr 출력:

sample-no-stderr = stderr에는 아무것도 쓰지 않았다

sample-hint =
    테스트는 하나도 돌리지 않았고 줄이지도 않았다. 예제로 직접 실행해 보라:
    {"  "}{ $replay }

test-failed = 테스트 { $test }: { $verdict }: { $reason }

saved-in = {"  "}반례를 저장한 곳: { $folder }/

verdict-file =
    { $verdict }: { $reason }
    문제: { $problem }
    빈칸: { $blanks }
    종료 상태: { $status }
    시간: CPU { $cpu_ms } ms, 경과 { $wall_ms } ms (제한 CPU { $limit_ms } ms, 경과 시간 상한 { $cap_ms } ms)
    { $reruns }명령: { $command }
    직접 실행: { $replay }{"\u000A"}

verdict-file-rerun = 재실행: 시간 초과 { $found } (단독 실행 결과: { $verdicts }){"\u000A"}

not-saved-inline = {"  "}저장하지 못했다(오류는 stderr에 있다). 입력:

replay = {"  "}직접 실행: { $command }

stderr-head = {"  "}stderr 출력 (전체는 stderr.txt에 있다):

stderr-empty = {"  "}stderr에는 아무것도 쓰지 않았다

stderr-more = {"    "}… { $lines }줄 생략 …

confirm-reproducible = 단독 재실행 { $reruns }번 중 { $tle }번 시간 초과, 재현된다 (CPU { $cpu })

confirm-flaky = 불안정: 단독 재실행 { $reruns }번 중 { $tle }번만 시간 초과 (CPU { $cpu })

confirm-changed = 처음에는 다른 실행과 함께 돌아 시간 초과였지만, 단독 재실행 { $reruns }번 모두 { $verdict }: 판정은 { $verdict }

confirm-mixed = 처음에는 다른 실행과 함께 돌아 시간 초과였지만, 단독 재실행에서는 { $verdicts }: 마지막 결과로 판정

confirm-changed-alone = 처음에는 시간 초과였지만, 재실행 { $reruns }번 모두 { $verdict }: 판정은 { $verdict }

confirm-mixed-alone = 처음에는 시간 초과였지만, 재실행에서는 { $verdicts }: 마지막 결과로 판정

shrunk-head = 테스트 { $test } ({ $verdict })의 반례 줄이기

shrink-full = : 줄일 것이 없다. 빈칸이 없는 보드(모든 칸이 주어짐)에서 실패한다

shrink-flaky = : 줄이지 않았다. { $reruns }: 줄이려면 재현되는 실패가 필요하다

shrink-long-search = : 줄이지 않고 실패한 그대로 둔다. 12095 cnt가 { $cnt }인 긴 탐색이다. 빈칸을 채우면 탐색이 짧아질 뿐이라 더 작은 입력은 느리지 않다

shrink-result = : 빈칸 { $from }개에서 { $to }개로, 실행 { $runs }번

shrink-stopped = {" "}(시간 한도 { $seconds }초에 걸려 멈췄다: 지금까지 찾은 가장 작은 반례이고, 더 줄어들 수도 있다)

shrink-stopped-empty = : 시간 한도에 걸려 빈칸을 하나도 채우기 전에 멈췄다. 반례는 실패한 그대로 둔다{"\u000A"}

shrink-minimal = : 실패하려면 모든 빈칸이 필요하다{"\u000A"}

shrink-still = ; 여전히 { $verdict }{ $reruns }: { $reason }

shrink-not-kept = ; 그런데 저장한 반례로 다시 돌리니 실패하지 않아({ $verdict }) 남기지 않았다{"\u000A"}

shrunk-input = {"  "}줄인 반례:

shrinking = 테스트 { $test } ({ $verdict })의 반례 줄이는 중: 빈칸 { $from } -> { $to }, 실행 { $run }번째

col-verdict = 결과

col-tests = 테스트 수

col-first = 처음

col-cpu = 최대 CPU

col-wall = 최대 경과

table-note = 최대 CPU, 최대 경과: 결과마다 가장 느린 실행(CPU 시간 기준), 처음: 그 결과가 처음 나온 테스트

tle-line = 시간 초과 테스트 { $test }: { $reason }

tle-under-load = 처음에는 시간 초과였지만 단독 재실행 { $reruns }번에서는 한 번도 아니었다 (부하나 우연, 단독 실행 결과로 셌다): 테스트 { $tests }

slowest-ac = 가장 느린 맞았습니다!!: 테스트 { $test } (12095 cnt { $cnt }), CPU { $cpu }, 경과 { $wall }, 제한 { $limit }

cap-warning = 경고: 백준에서 시간 초과가 날 가능성이 크다. CPU 시간이 12095의 cnt를 따라 늘어난다. 맞은 테스트 { $tests }개(cnt 최대 { $largest_cnt })를 지나는 직선으로 보면, 이 문제의 백준 데이터에서 가장 느린 테스트만큼 어려운 cnt { $data_cnt }에서 약 { $time }가 걸려 제한 { $limit }을 넘는다

cap-note = 참고: 백준에서는 통과할 가능성이 크다. 맞은 테스트 { $tests }개(cnt 최대 { $largest_cnt })를 지나는 직선으로 보면, 백준 데이터에서 가장 느린 테스트만큼 어려운 cnt { $data_cnt }에서 약 { $time }(으)로 제한 { $limit } 안이다. 하지만 문제의 약속은 cnt { $cap_cnt }까지 허용하고, 거기서는 약 { $cap_time }가 걸린다. 안전하려면 탐색을 더 빠르게 고치고 `--kind hard`로 확인하자

no-near-cap = 참고: 여기서 맞은 테스트 중 이 문제의 백준 데이터에서 가장 느린 테스트(12095 cnt 약 { $data_cnt })만큼 어려운 것이 없었다(여기서 가장 큰 cnt { $largest_cnt }). 테스트를 10개 이상 돌리자 (10번 테스트가 그런 테스트다)

harder-than-data = 참고: 테스트 { $test }(12095 cnt { $cnt })는 백준 데이터보다 어렵다. 백준에서 가장 느린 테스트는 cnt 약 { $data_cnt }로 추정된다. 문제의 약속은 이 테스트를 허용하지만(cnt { $cap_cnt }까지), 기본 종류(백준만큼 어려운 테스트)를 통과하는 프로그램은 백준에서 통과할 가능성이 크다. 안전하려면 이 테스트도 통과할 때까지 탐색을 빠르게 고치자 (책의 "백준에 제출하기" 장)

machine-load = 이 컴퓨터의 부하 { $load }, CPU { $cpus }개 (1분 평균)

machine-busy = 이 컴퓨터의 부하 { $load }, CPU { $cpus }개 (1분 평균): 바쁜 컴퓨터에서는 CPU 시간도 늘어나므로, 제한에 이만큼 가까운 시간은 컴퓨터가 한가할 때 stress를 다시 돌려 확인하라

at-risk-warning = 경고: 맞았지만 { $limit } 중 { $cpu }을 썼다. 위험하다 (제한의 { $percent }% 초과)

limit = 시간 제한 CPU { $limit } ({ $rule }), 경과 시간 상한 { $cap }

limit-option = 시간 제한 CPU { $limit } (--time-limit), 경과 시간 상한 { $cap }

rule-lang = { $language } 규칙: { $base } x { $factor } + { $extra } s, --lang으로 지정

rule-guessed = { $language } 규칙: { $base } x { $factor } + { $extra } s, --cmd의 `{ $word }`에서 추측

rule-native = { $language } 규칙: { $base } x { $factor } + { $extra } s, 추측: --cmd에 Python, PyPy, Java, Kotlin이 보이지 않는다

rule-speed = ; 백준의 { $baekjoon }: 백준은 { $language }을(를) sudoku-lab 보정 기계의 CPU 시간 약 { $factor }배로 돌린다

peak-memory = 최대 메모리: 가장 큰 맞았습니다!! { $largest } (테스트 { $largest_test }), 가장 느린 맞았습니다!! { $slowest } (테스트 { $slowest_test }); 제한 { $limit }

memory-option = { $limit } (--memory-limit로 지정)

memory-plain = { $limit } ({ $language }: 문제의 제한 그대로)

memory-rule = { $limit } ({ $language } 규칙: { $problem_limit } x { $factor } + { $extra } MB)

progress = stress { $bar } 테스트 { $pos }/{ $len } { $msg }, 경과 { $elapsed }

valid-cnt = 올바른 입력 (cnt = { $cnt })

invalid = 올바르지 않은 입력: { $name }: { $why }

position = 퍼즐 { $puzzle } ({ $line }번째 줄)

no-legal-test = { $file }: 올바른 { $problem } 테스트가 하나도 없다. { $first }

usage-bad-value = 오류: '{ $option }'의 값 '{ $value }'은(는) 쓸 수 없다: { $why }

usage-conflict = 오류: '{ $option }'은(는) '{ $other }'과(와) 함께 쓸 수 없다

usage-twice = 오류: '{ $option }'은(는) 한 번만 쓸 수 있다

usage-no-value = 오류: '{ $option }'에 값을 줘야 한다

usage-own = 오류: { $why }

judge-both-stdin = INPUT과 OUTPUT이 둘 다 '-'일 수는 없다: 표준 입력은 한 번만 읽을 수 있으니 하나는 파일로 준다

judge-one-file = INPUT과 OUTPUT이 같은 파일이다('{ $input }', '{ $output }'): 파이프나 표준 입력은 한 번만 읽을 수 있고, 퍼즐은 그 자신의 답이 아니다. OUTPUT으로 프로그램의 출력을 준다

solve-wrong-budget-nodes = '{ $option } <N>'은(는) '--variant { $variant }'(기본값)과(와) 함께 쓸 수 없다: 이 솔버는 탐색 노드를 센다. '{ $instead } <N>'으로 제한한다

solve-wrong-budget-placements = '{ $option } <N>'은(는) '--variant { $variant }'과(와) 함께 쓸 수 없다: 포팅은 놓기를 센다. '{ $instead } <N>'으로 제한한다

usage-not-one-of = 오류: '{ $option }'의 값 '{ $value }'은(는) 쓸 수 없다 (쓸 수 있는 값: { $values })

usage-missing = 오류: 꼭 필요한 인자가 빠졌다: { $options }

usage-unknown = 오류: 모르는 인자 '{ $argument }'이(가) 있다

usage-line = 사용법: { $usage }

usage-more = 자세한 설명은 '--help'로 본다.

trace-valid = 올바른 트레이스: 이벤트 { $events }개

trace-invalid = 잘못된 트레이스: { $file }: { $why }

trace-json = { $line }번째 줄 { $column }번째 글자: JSON으로 읽을 수 없다: { $why }

trace-line = { $line }번째 줄: { $why }

trace-event = { $event }번째 이벤트:{" "}

trace-field = 필드 { $field }:{" "}

trace-differs = 다시 실행하면 { $expected }인데 파일에는 { $found }

trace-nothing = 없음

trace-row = 행 { $row }

trace-end-of-events = 이벤트의 끝

trace-end-of-events-max = 이벤트의 끝 (end.max_events가 { $max_events })

trace-end-of-events-search = 이벤트의 끝 ({ $port }의 탐색은 이벤트 { $events }개)

trace-goes-on = { $outcome } (탐색은 놓기 { $placements }번 뒤에도 이어진다)

trace-forged = { $cell }에 '{ $digit }' (상태와 이벤트를 만든 퍼즐)

cmd-empty = 명령이 비어 있다: 실행할 풀이를 준다. 예: --cmd 'python3 my.py'

cmd-not-utf8 = 명령이 UTF-8이 아니다: UTF-8로 쓴다 (이름이 UTF-8이 아닌 파일은 UTF-8 이름의 링크로 실행할 수 있다)

number-empty = 값이 비어 있다: 수를 준다

number-invalid = 0 이상의 정수가 아니다 (숫자 0-9만 쓴다)

number-too-large = 수가 너무 크다

number-too-small = { $value }은(는) { $least }보다 작다

number-out-of-range = { $value }은(는) { $least }부터 { $most }까지의 범위 밖이다

count-at-least-one = stress에는 테스트가 1개 이상 필요하다

generate-count-at-least-one = generate에는 퍼즐이 1개 이상 필요하다

error = 오류

cannot-read = { $name }을(를) 읽을 수 없다: { $why }

cannot-read-too-large = { $name }을(를) 읽을 수 없다: { $what }의 제한인 { $size }보다 크다

read-not-found = 그런 파일이나 디렉터리가 없다 (os error { $code })

read-permission-denied = 읽을 권한이 없다 (os error { $code })

read-is-a-directory = 파일이 아니라 디렉터리다 (os error { $code })

what-puzzle-file = 퍼즐 파일

what-trace = 트레이스

what-judge-input = 채점 입력

spent-placements = 놓기 { $placements }번

spent-nodes = 탐색 노드 { $nodes }개

stats-port = 놓기 { $placements }번, 되돌리기 { $backtracks }번, 호출 { $calls }번, 후보 검사 { $tests }번

solve-no-solution = { $position }: 해가 없다

solve-stopped = { $position }: 해를 찾기 전에 { $spent }에서 멈췄다 ({ $option })

solve-summary = { $input }: 퍼즐 { $read }개 중 { $solved }개를 { $variant }(으)로 풀었다 (해가 없음 { $no_solution }개, 예산에 걸려 멈춤 { $stopped }개, 주어진 숫자 충돌 { $conflicts }개)

compare-progress = { $prefix } { $bar } 퍼즐 { $pos }/{ $len }, 경과 { $elapsed } (남은 시간 { $eta })

comparing = 비교 중

col-variant = 솔버

col-solved = 풀었음

col-no-solution = 해 없음

col-stopped = 멈춤

col-placements = 놓기

col-backtracks = 되돌리기

col-time = 시간

col-per-placement = 놓기당 ns

compare-agree = 포트 { $ports }개가 { $input }의 퍼즐 { $puzzles }개 모두에서 일치한다: 결과, 카운터, 트레이스가 같다 (각각 이벤트 { $events }개)

compare-conflicts = 그중 { $puzzles }개는 주어진 숫자가 충돌하지만, 포트는 글에서처럼 그래도 탐색한다

compare-times = (시간에는 트레이스 이벤트마다 해시하는 시간이 들어 있다. 포트 하나의 시간은 `sudoku-lab solve --stats`로 잰다)

compare-reference = * reference 솔버는 블로그 포트가 아니다: 포트 { $ports }개가 끝나는 퍼즐에서는 모두 같은 결과를 낸다{ $aside }

compare-reference-aside = {" "}(주어진 숫자가 충돌하는 퍼즐은 빼고: reference는 그런 퍼즐을 풀 수 없다고 본다)

compare-stopped = 퍼즐 { $puzzles }개가 놓기 { $budget }번 예산에서 멈췄다: { $positions }{ $more }

nodes = 노드 { $nodes }개

memory-limit = 메모리 제한 { $limit }

process-bound = 프로세스: 실행 하나에 프로세스와 스레드 최대 { $bound }개 ({ $how })

watchdog-warning = 경고: pids cgroup도 RLIMIT_NPROC도 쓸 수 없어서(pids 컨트롤러가 없는 root) 주기적으로 살피는 감시자가 프로세스 수를 제한한다. 포크 폭탄은 두 번 살피는 사이에 그 제한을 넘을 수 있다

one-job = 동시 실행 { $jobs }개 중 1개만: RLIMIT_NPROC는 사용자의 프로세스 전체를 함께 제한하므로 한 번에 하나씩 실행한다

outer-limit = 테스트 { $test }: stress 바깥의 제한({ $limit }) 때문에 프로세스나 스레드를 만들지 못했다(실행은 { $bound }개 미만이었다). 프로그램의 잘못이 아니라 이 컴퓨터의 제한이므로 채점도, 줄이기도, 저장도 하지 않았다.

outer-limit-sample = 예제: stress 바깥의 제한({ $limit }) 때문에 프로세스나 스레드를 만들지 못했다(실행은 { $bound }개 미만이었다). 프로그램의 잘못이 아니라 이 컴퓨터의 제한이므로 채점도, 줄이기도, 저장도 하지 않았다.

outer-memory = 테스트 { $test }: stress 바깥의 메모리 제한({ $limit }) 때문에 커널의 메모리 부족(OOM) 처리기가 실행을 끝냈다(실행은 자기 제한 { $bound }보다 적게 쓰고 있었다). 프로그램의 잘못이 아니라 이 컴퓨터의 제한이므로 채점도, 줄이기도, 저장도 하지 않았다.

outer-memory-sample = 예제: stress 바깥의 메모리 제한({ $limit }) 때문에 커널의 메모리 부족(OOM) 처리기가 실행을 끝냈다(실행은 자기 제한 { $bound }보다 적게 쓰고 있었다). 프로그램의 잘못이 아니라 이 컴퓨터의 제한이므로 채점도, 줄이기도, 저장도 하지 않았다.

outer-limit-raise = 그 제한을 늘려라.

outer-limit-raise-or-one-job = 그 제한을 늘리거나 --jobs 1로 실행하라.

environment-limit = stress 자체가 모든 실행이 물려받을 제한 아래에서 돌고 있고 stress는 그것을 풀 수 없다: { $limit }. 실행이 프로그램의 잘못이 아니라 이 컴퓨터의 제한 때문에 실패할 것이므로 아무것도 실행하지 않았다. { $fix }

environment-fix-command = stress를 시작하는 셸에서 그 제한을 풀어라(hard 제한은 root만 올릴 수 있다). 예: `{ $command }`. 또는 그 제한이 없는 셸에서 stress를 시작하라

environment-fix-cgroup = 그 cgroup의 pids.max를 늘려라(root가 할 수 있다. 예: `{ $command }`). 또는 그 cgroup 밖에서 stress를 시작하라

environment-fix-other-processes = 태스크를 차지한 이 사용자의 다른 프로세스(다른 stress, 멈추지 않는 프로그램)를 끝내라. 또는 다른 사용자로 stress를 시작하라

environment-fix-none = 그 제한이 없는 셸에서 stress를 시작하라

unsupported = stress는 리눅스, macOS, Windows에서만 프로그램을 실행한다. solve, run, judge, validate, generate는 여기서도 된다 ({ $why })

note = 참고: { $why }

last-line = 테스트 { $tests }개 중 { $run }개 실행 ({ $source }, 문제 { $problem }, 동시 실행 { $jobs }개): { $outcome }

all-ac = 모두 맞았습니다!!

failed-first = 실패 (처음: 테스트 { $test }, { $verdict })

source-seed = 시드 { $seed }, 종류 { $kind }

source-file = 입력 파일 { $file }

cannot-save = 테스트 { $test }을(를) { $folder }에 저장할 수 없다: { $why }

cannot-save-shrunk = 줄인 반례를 { $folder }에 저장할 수 없다: { $why }

cannot-write = 출력을 쓸 수 없다: { $why }

inputs-skipped = { $file }: 퍼즐 { $puzzles }개 중 올바른 { $problem } 테스트가 아닌 { $skipped }개를 건너뛰었다. 첫 번째는 { $first }

checking-inputs = --inputs 확인 중: 퍼즐 { $puzzles }개 중 { $checked }개, 올바른 테스트 { $legal }개

cannot-run-sh = sh를 실행할 수 없다: { $why }

cannot-make-run-dir = { $folder } 아래에 이번 실행의 폴더를 만들 수 없다: { $why }

## A run's reason (stress::trial::reason_in)

reason-output-limit = stdout 출력이 { $limit }바이트를 넘었다

reason-too-many-processes = 프로세스가 너무 많다: 프로세스와 스레드가 동시에 { $limit }개를 넘어 강제 종료했다

reason-memory = 메모리 { $peak }, 제한 { $limit } 초과 (프로세스 트리 전체의 최대 메모리, 같은 페이지는 한 번만 센다; CPU { $cpu })

reason-memory-refused = 메모리: 제한 { $limit }을(를) 넘는 할당이 거부되었다 (프로세스 트리의 최대 커밋 메모리 { $peak }; CPU { $cpu })

reason-cpu = CPU { $cpu }, 제한 { $limit } 초과 (경과 { $wall })

reason-wall-cap = 경과 시간 상한 { $cap }에도 끝나지 않았다 (CPU는 { $limit } 중 { $cpu }, CPU를 기다린 시간은 빼고 셈): 잠들었거나 입력을 기다리며 멈춰 있다

reason-status = 비정상 종료: { $ended }

## The kinds of tests (--kind; stress::TestKind::shown): in English the value on the command line

kind-boj = 백준형

kind-unique = 유일해

kind-multi = 다중해

kind-hard = 최대 백트래킹

kind-edge = 경계 보드

## The hint after an input error (error::Hint), with its leading space

hint-read-as = {" "}({ $format } 형식으로 읽었다. 다른 형식은 --input-format으로 고른다)

hint-reads = {" "}({ $variant }은(는) BOJ { $problem } 형식을 읽는다)

hint-choose-format = {" "}(boj2580, boj2239, line 형식의 파일을 골라라)

## Baekjoon's verdicts (messages::verdict): in English the short name

verdict-ac = 맞았습니다!!

verdict-wa = 틀렸습니다

verdict-pe = 출력 형식이 잘못되었습니다

verdict-tle = 시간 초과

verdict-mle = 메모리 초과

verdict-re = 런타임 에러

verdict-ole = 출력 초과

verdict-fail = 채점 실패

## How a search ended (messages::outcome)

outcome-solved = 풀었다

outcome-no-solution = 해가 없다

outcome-stopped = 멈췄다

language-native = 네이티브

## How the runs are held to their processes (messages::containment)

containment-cgroup = pids cgroup { $version }, pids.max { $tasks }

containment-rlimit = RLIMIT_NPROC, 사용자가 이미 쓰는 것에 { $tasks }개를 더한 한도

containment-watchdog = 감시자, { $tasks }개

containment-job = 작업 개체(Job Object), 프로세스 { $tasks }개

## A limit outside the runs (messages::outer_limit)

outer-pids-cgroup = cgroup { $path }의 pids.max { $max }

outer-memory-cgroup = cgroup { $path }의 메모리 제한 { $limit }

outer-hard-nproc = 사용자의 hard RLIMIT_NPROC(태스크 { $limit }개. 사용자가 이미 { $user_tasks }개를 쓰고 있고 실행 하나는 { $tasks }개까지 쓸 수 있다)

outer-other-processes = RLIMIT_NPROC { $limit }: 사용자의 다른 프로세스가 자리를 차지했다(실행은 { $tasks }개 중 { $run_tasks }개를 쓰고 있었다)

outer-unnamed = 실행이 태스크 { $tasks }개 중 { $in_use }개만 쓰고 있을 때 fork가 거부되었다

outer-resource = { $resource } { $hard }. 실행에는 { $needed }

outer-needs-no-limit = 제한이 없어야 한다

outer-needs-at-least = { $least } 이상이 필요하다

## The judge's reasons (messages::judge_reason_in): in English the library's words

judge-valid-completion = 올바르게 채운 답

judge-smallest-completion = 사전순으로 가장 앞선 답

judge-bad-input = 채점 입력이 잘못되었다: { $why }

judge-input-conflict = 채점 입력에서 { $twice }

judge-input-no-solution = 채점 입력에 해가 없다

judge-output-limit = 출력이 { $limit }바이트(출력 제한 1 MiB)를 넘었다

judge-after-board = 출력 { $line }번째 줄 { $column }번째 글자: 81번째 숫자 뒤에는 공백만 와야 하는데 { $found }이(가) 있다. 완성된 보드 뒤에도 출력이 이어진다{ $second }

judge-second-solution = {" "}(해를 두 번 출력했나?)

judge-not-a-digit = 출력 { $line }번째 줄 { $column }번째 글자: 1-9 숫자가 와야 하는데 { $found }이(가) 있다

judge-too-few-digits = 출력이 숫자 { $found }개에서 끝난다. 81개(9줄에 9개씩)가 필요하다

judge-given-changed = { $cell }은(는) { $found }인데 문제에서는 { $given }이(가) 주어졌다

judge-not-smallest = 올바른 답이지만 사전순으로 가장 앞선 답이 아니다: { $cell }이(가) { $found }인데 가장 앞선 답은 { $smallest }

judge-boj-lines = {" "}(boj 모드라면 맞았다: 백준은 줄 끝 공백과 끝의 빈 줄을 봐준다)

judge-boj-numbers = {" "}(boj 모드라면 맞았다: 이 문제의 스페셜 저지는 공백이 어떻든 수 81개를 읽는다)

twice = { $digit }이(가) { $house }에 두 번 나온다 ({ $first }, { $second })

conflict = 주어진 숫자가 충돌한다: { $twice }

house-row = { $number }행

house-column = { $number }열

house-block = { $number }번 블록

## The layout of an output (messages::judge_reason_in)

layout-unexpected = 출력 { $line }번째 줄 { $column }번째 글자: { $expected }이(가) 와야 하는데 { $found }이(가) 있다

expected-digit = 숫자

expected-space = 공백 한 칸

expected-whitespace = 공백(붙어 있는 두 숫자는 한 수로 읽힌다)

expected-end-of-line = 줄 끝

layout-too-few-lines = { $digits }씩 9줄이어야 하는데 { $found }줄이다

layout-spaced-digits = 공백 한 칸으로 구분한 숫자 9개

layout-digits = 숫자 9개

layout-extra-line = 출력 10번째 줄 1번째 글자: 출력이 끝나야 하는데 { $found }이(가) 있다

layout-empty-line = 빈 줄

layout-no-final-newline = 출력 9번째 줄 { $column }번째 글자: 줄이 끝나야 하는데(줄바꿈) 파일이 끝난다

## What stands in an input (messages::found_in) and what was wanted (messages::wanted_in)

found-end-of-file = 파일 끝

found-end-of-line = 줄 끝

found-space = 공백

found-tab = 탭

found-carriage-return = 캐리지 리턴(\r)

found-bytes = 바이트 { $hex }

found-not-utf8 = 바이트 { $byte } (UTF-8 아님)

found-cut = { $shown }… ({ $bytes }바이트)

found-cut-quoted = '{ $shown }…' ({ $bytes }바이트)

wanted-space = 공백 한 칸

wanted-end-of-line = 줄 끝

wanted-end-of-file = 파일 끝

wanted-digit = 0-9 숫자

wanted-integer = 0-9 정수

wanted-number = 0-9 수

wanted-cell = 1-9 숫자, '0' 또는 '.'

wanted-end-of-puzzle = 81칸 뒤의 퍼즐 끝(그 뒤에는 공백, ':' 또는 탭)

unexpected = { $line }번째 줄 { $column }번째 글자: { $expected }이(가) 와야 하는데 { $found }이(가) 있다

## Why the validator and the parsers refuse an input (messages::invalid_in, input_error_in)

invalid-no-solution = 퍼즐에 해가 없다

promise-solved-at = 12095번 문제의 백트래킹이 퍼즐을 풀기 전에 포기한다(cnt가 { $cap }에 이른다): cnt = { $cnt }에서야 풀린다

promise-more-calls = 12095번 문제의 백트래킹이 퍼즐을 풀기 전에 포기한다(cnt가 { $cap }에 이른다): { $cap }번보다 많이 호출해야 한다

input-count = { $line }번째 줄: { $what }이(가) { $expected }개 있어야 하는데 { $found }개다

counted-numbers = 수

counted-digits = 숫자

counted-cells = 칸

input-missing-rows = 9행이 있어야 하는데 { $found }행이다 (퍼즐은 { $line }번째 줄에서 시작한다)

input-empty = 입력에 퍼즐이 없다

input-line-too-long = { $line }번째 줄: { $limit }바이트보다 길다 (퍼즐 파일의 줄은 그보다 길 수 없다)

## What stands in an input: a character of one byte

found-byte = 바이트 { $hex }

## How a run ended (messages::ended_in): in English the runner's words

ended-code = 종료 코드 { $code }

ended-shell-signal = 종료 코드 { $code } (128 + { $signal }: 셸은 시그널 { $signal }로 강제 종료된 명령의 종료 코드를 이렇게 준다)

ended-shell-signal-named = 종료 코드 { $code } (128 + { $signal }: 셸은 시그널 { $signal }({ $name })로 강제 종료된 명령의 종료 코드를 이렇게 준다)

ended-not-found-sh = 종료 코드 { $code } (셸이 명령을 찾지 못했다)

ended-not-found-cmd = 종료 코드 { $code } (셸이 명령을 찾지 못했다)

ended-not-executable = 종료 코드 126 (셸이 명령을 실행하지 못했다)

ended-signal = 종료 코드 { $code }: 시그널 { $signal }로 강제 종료되었다

ended-signal-named = 종료 코드 { $code }: 시그널 { $signal }({ $name })로 강제 종료되었다

ended-windows = 종료 코드 { $code }

ended-windows-named = 종료 코드 { $code } ({ $name })

ended-killed-by-runner = 종료 코드 { $code } (실행기가 강제 종료했다)

ended-other = 종료: { $how }

## check-trace: the library's rules for a step trace (messages::trace_error_in)

trace-rule-version = sudoku-lab의 버전 { $expected } 트레이스가 아니다: 버전 { $version }

trace-rule-end = end: 이벤트가 { $recorded }개 기록되어 있는데 end에는 max_events { $max_events }, events { $events }

trace-rule-event = { $event }번째 이벤트: { $problem }

trace-rule-off-board = 칸 { $cell }, 숫자 { $digit }은(는) 보드 밖이다

trace-rule-place-on = { $cell }에 { $digit }을(를) 놓았는데 그 칸에는 { $whose } { $held }이(가) 있다

trace-rule-test-on = { $cell }에 { $digit }을(를) 검사했는데 그 칸에는 { $whose } { $held }이(가) 있다

trace-rule-undo-on = { $cell }에서 { $digit }을(를) 되돌렸는데 그 칸에는 { $whose } { $held }이(가) 있다

trace-rule-given = 주어진 숫자

trace-rule-placed = 놓은 숫자

trace-rule-undo-not-held = { $cell }에서 { $digit }을(를) 되돌렸는데 그 칸에는 { $held }이(가) 있다

## What macOS's runner cannot see

macos-blind-spots = macOS: 메모리는 10 ms마다 살핀 실행 프로세스들의 물리 메모리 사용량(phys footprint) 합이고, 적어도 프로세스 하나의 ru_maxrss다. 스레드는 살필 때만 제한된다(RLIMIT_NPROC는 프로세스만 센다). 잡지 못하는 것: 실행의 프로세스 그룹을 떠나고(setsid) 한 번 살피는 사이에 부모가 끝난 프로세스, 그리고 SIGKILL로 죽은 stress의 실행

## generate

generate-progress = 생성 중 { $bar } { $pos }/{ $len }, { $msg }, 경과 { $elapsed }

generate-best-so-far = 최대 cnt { $cnt }

generate-best-cnt = 도달한 가장 큰 12095 cnt: { $cnt } (상한은 { $cap }: 올바른 테스트의 cnt는 그보다 작다)

generate-blanks-not-a-number = 빈칸 수나 MIN..MAX가 와야 하는데 '{ $value }'이(가) 있다

generate-blanks-out-of-range = 빈칸 수는 0..81 안의 범위여야 하는데 '{ $value }'이다

generate-bad-options = 옵션을 함께 만족할 수 없다: { $why }

generate-gave-up = 퍼즐 { $puzzle }을(를) 포기했다: 완성된 보드 { $grids }개에서 빈칸이 { $blanks }개이고 요청한 성질을 가진 퍼즐이 나오지 않았다

generate-gave-up-hard = 어려운 퍼즐 { $puzzle }을(를) 포기했다: 완성된 보드 { $grids }개 중 12095의 상한을 넘겨 시작하는 것이 없었다

## trace의 텍스트 출력(퍼즐마다 끝에 주석 한 줄)과 --format json

trace-conflict = { $conflict } (포트는 그래도 탐색한다)

trace-solved = 풀었다 { $solution }

trace-no-solution = 해가 없다

trace-stopped = 놓기 { $placements }번 뒤에 멈췄다

trace-json-no-puzzle = --format json: 입력에 퍼즐이 없다

trace-json-many = --format json은 퍼즐 하나만 트레이스하는데 입력에는 퍼즐이 { $puzzles }개 있다 (두 번째는 { $line }번째 줄에서 시작한다)

trace-json-truncated = trace: 이벤트 { $events }개 중 처음 { $recorded }개만 기록했다 (--max-events { $max_events }). 파일에는 "truncated": true가 있다

## 다른 서브커맨드의 몇 줄

reading-terminal = 터미널에서 퍼즐을 읽는다. Ctrl-D로 끝낸다 (또는 FILE을 준다)

cannot-write-help = 도움말을 쓸 수 없다: { $why }

cannot-write-version = 버전을 쓸 수 없다: { $why }

usage-unknown-subcommand = 오류: 모르는 서브커맨드 '{ $subcommand }'

usage-similar-subcommand = {"  "}참고: 비슷한 서브커맨드가 있다: '{ $suggested }'

## 데모 (인자 없이 실행한 `sudoku-lab`)

demo-intro = 블로그 글 { $ports }편의 백트래킹 솔버를 백준 2580/2239에서 나란히 돌린다.

demo-sample = BOJ 2580 예제 (빈칸 { $blanks }개):

demo-prints = 각 글의 프로그램이 이 예제에 출력하는 것 (`sudoku-lab run VARIANT`가 바로 이 바이트를 쓴다):

demo-output = {"  "}{ $variant } { $bytes }바이트: "{ $first }" 같은 줄 9개{ $rest }   ({ $language }, BOJ { $problem }: "{ $title }")

demo-one-empty-line = , 이어서 빈 줄 1개

demo-empty-lines = , 이어서 빈 줄 { $lines }개

demo-same-work = 예제에서는 { $ports }개 모두 똑같이 놓기 { $placements }번, { $backtracks }: 서로 구별되지 않는다.

demo-no-backtrack = 되돌리기 0번

demo-one-backtrack = 되돌리기 1번

demo-backtracks = 되돌리기 { $backtracks }번

demo-work-differs = 예제에서 이미 포트들의 일이 다르다.

demo-hard = 더 긴 올바른 2580 테스트에서는 구별된다 (12095 cnt = { $cnt }, 상한 { $cap }):

demo-over-the-cap = 상한 초과

col-calls = 호출

col-digit-tests = 후보 검사

col-cells-read = 읽은 칸

col-time-per-solve = 풀이당 시간

demo-agree =
    { $ports }개가 모두 일치한다: 같은 해, 같은 순서의 같은 놓기 { $placements }번과 되돌리기 { $backtracks }번
    (탐색 트리 하나). 다른 것은 한 걸음의 비용이다. `{ $cells_read }` 열이 있는 글은 숫자 하나를 검사할 때마다
    판에서 최대 27칸을 훑고, 나머지는 표를 본다. `{ $calls }` 열은 칸마다 한 번이거나 빈칸마다 한 번이다
    (그중 하나가 12095번 문제의 cnt다). 책의 8장 "탐색 트리는 하나, 속도는 다섯 가지"가 설명한다:
    { $book }ko/five-speeds.html
    (English: { $book }five-speeds.html).

demo-disagree = 포트 { $ports }개가 어려운 테스트에서 일치하지 않는다: 자세한 것은 `sudoku-lab compare`로 본다.

demo-next =
    다음: `sudoku-lab stress --problem 2580 --cmd 'python3 my_solution.py'` (내 풀이는 통과할까?),
    `sudoku-lab trace { $traced } PUZZLE`, `sudoku-lab --help`.
    아직 `sudoku-lab` 명령이 없다면?

install =
    설치: 지금은 https://github.com/sudoku-lab/sudoku-lab 을 클론한 곳에서 Rust 1.88 이상으로:
    {"  "}cargo install --locked --path crates/cli
    패키지가 공개되면(`pip index versions sudoku-lab`으로 확인한다) Rust 없이:
    {"  "}pipx install sudoku-lab   (또는 virtualenv 안의 pip. 데비안/우분투의 시스템 pip는 안 된다:
    {"  "}PEP 668). wheel은 Linux x86_64와 aarch64, macOS x86_64와 arm64, Windows x86_64용이 있다.
    {"  "}Windows에서는 그 wheel이 나오기 전까지 WSL을 쓴다.
    {"  "}클론에서 wheel을 빌드해도 Rust가 필요하다.

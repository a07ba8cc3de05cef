/** Reads one secret: the whole of piped stdin, or a line typed at a prompt that does not echo it. */
export async function readSecret(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          finish();
          return resolve(typed);
        }
        if (char === '\u0003') {
          finish();
          return reject(new Error('Cancelled'));
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData).resume();
  });
}

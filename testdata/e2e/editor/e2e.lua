-- Run by scripts/e2e-editor.sh in a headless Neovim (0.7 or later):
-- loads the Neovim 0.7 configuration of docs/integrations/editors.md
-- ($E2E_CONFIG, which starts `mcplint lsp` from PATH), opens the Go file
-- $E2E_FILE, and writes to $E2E_OUT what the editor received and did: the diagnostics on opening the file (as the server sent them,
-- in UTF-16 columns, and as Neovim placed them in the buffer, in bytes),
-- the quick fix of the leak finding applied and saved, the diagnostics
-- then, the protomisuse fix applied and saved, the diagnostics then, and
-- the server's exit status after Neovim stops it.
local out = assert(io.open(os.getenv('E2E_OUT'), 'w'))
local file = os.getenv('E2E_FILE')
local timeout = 600000 -- ms; the first analysis fills go vet's cache

local function say(line)
  out:write(line, '\n')
  out:flush()
end

local published = {} -- uri → {seq, diagnostics}
local seq = 0
local exit_code

local function run()
  -- What the editor received, recorded by the default handlers' callers;
  -- and the server's exit status, which the configuration does not ask
  -- for.
  local on_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
    seq = seq + 1
    published[result.uri] = { seq = seq, diagnostics = vim.deepcopy(result.diagnostics) }
    on_publish(err, result, ctx, config)
  end
  vim.lsp.handlers['window/showMessage'] = function(_, result)
    say('message: ' .. result.message)
  end
  local start_client = vim.lsp.start_client
  vim.lsp.start_client = function(config)
    config.on_exit = function(code)
      exit_code = code
    end
    return start_client(config)
  end

  dofile(os.getenv('E2E_CONFIG'))
  vim.cmd('filetype on')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  -- A client is listed once its server has answered initialize.
  local client_id
  vim.wait(60000, function()
    for id, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if client.name == 'mcplint' then
        client_id = id
      end
    end
    return client_id ~= nil
  end, 50)
  assert(client_id, 'the configuration attached no mcplint client to ' .. file)
  local uri = vim.uri_from_bufnr(bufnr)

  local function await(after)
    local ok = vim.wait(timeout, function()
      return published[uri] ~= nil and published[uri].seq > after
    end, 50)
    assert(ok, 'no diagnostics for ' .. uri)
    -- Neovim places them in the buffer on the same tick.
    vim.wait(100)
    return published[uri].diagnostics
  end

  local function dump(label, diags)
    say('# ' .. label)
    local placed = vim.diagnostic.get(bufnr)
    table.sort(placed, function(a, b)
      return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
    end)
    table.sort(diags, function(a, b)
      return a.range.start.line < b.range.start.line
    end)
    for i, d in ipairs(diags) do
      local r = d.range
      local p = placed[i] or {}
      say(string.format('lsp %d:%d-%d:%d buffer %s:%s-%s:%s %s %s %s %s',
        r.start.line, r.start.character, r['end'].line, r['end'].character,
        p.lnum, p.col, p.end_lnum, p.end_col,
        d.severity == vim.lsp.protocol.DiagnosticSeverity.Warning and 'warning' or tostring(d.severity),
        d.source, d.code, d.codeDescription and d.codeDescription.href or '-'))
      say('  ' .. d.message)
    end
    if #placed ~= #diags then
      say(string.format('buffer has %d diagnostics, the server sent %d', #placed, #diags))
    end
  end

  -- applies the preferred quick fix of the diagnostic of code, and saves.
  local function fix(diags, code)
    local d
    for _, x in ipairs(diags) do
      if x.code == code then
        d = x
      end
    end
    assert(d, 'no ' .. code .. ' diagnostic')
    local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', {
      textDocument = { uri = uri },
      range = d.range,
      context = { diagnostics = { d } },
    }, 10000)
    assert(res and res[client_id] and res[client_id].result, 'no code actions')
    local titles = {}
    local chosen
    for _, a in ipairs(res[client_id].result) do
      table.insert(titles, a.title)
      if a.isPreferred and a.kind == 'quickfix' then
        chosen = a
      end
    end
    table.sort(titles)
    say('actions: ' .. table.concat(titles, ' | '))
    assert(chosen, 'no preferred quick fix')
    vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
    local mark = seq
    vim.cmd('write')
    return mark
  end

  local diags = await(0)
  dump('opened', diags)
  diags = await(fix(diags, 'leak'))
  dump('leak fixed and saved', diags)
  diags = await(fix(diags, 'protomisuse'))
  dump('protomisuse fixed and saved', diags)

  vim.lsp.stop_client(client_id)
  vim.wait(30000, function()
    return exit_code ~= nil
  end, 50)
  say('# stopped: exit status ' .. tostring(exit_code))
end

local ok, err = pcall(run)
if not ok then
  say('error: ' .. tostring(err))
  out:close()
  vim.cmd('cquit 1')
end
out:close()
vim.cmd('qall!')

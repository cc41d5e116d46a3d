import L from 'leaflet'

interface TileRecord {
  el: HTMLImageElement
  coords: L.Coords
}

interface TileLayerInternals {
  _tiles: Record<string, TileRecord>
  _tileZoom: number
  fire: (type: string, data?: unknown) => void
}

const gridRemove = (
  L.GridLayer.prototype as unknown as {
    _removeTile: (this: unknown, key: string) => void
  }
)._removeTile
const tileReady = (
  L.TileLayer.prototype as unknown as {
    _tileReady: (
      this: unknown,
      coords: L.Coords,
      err: unknown,
      tile: HTMLImageElement,
    ) => void
  }
)._tileReady

/** Cuts a tile's download without a data: URL (the CSP allows none). */
function release(img: HTMLImageElement) {
  img.onload = null
  img.onerror = null
  img.removeAttribute('src')
}

/**
 * Leaflet's tile layer, except that a tile no longer wanted is cancelled by
 * removing its src instead of pointing it at a data: GIF, which the site's
 * Content-Security-Policy (img-src without data:) blocks with a console
 * error, and whose blocked load Leaflet would report as a failed tile.
 */
export function quietTileLayer(
  url: string,
  options: L.TileLayerOptions,
): L.TileLayer {
  const Quiet = L.TileLayer.extend({
    _removeTile(this: TileLayerInternals, key: string) {
      const tile = this._tiles[key]
      if (!tile) return
      release(tile.el)
      gridRemove.call(this, key)
    },
    _abortLoading(this: TileLayerInternals) {
      for (const key of Object.keys(this._tiles)) {
        const tile = this._tiles[key]!
        if (tile.coords.z === this._tileZoom) continue
        const img = tile.el
        img.onload = null
        img.onerror = null
        if (!img.complete) {
          release(img)
          img.remove()
          delete this._tiles[key]
          this.fire('tileabort', { tile: img, coords: tile.coords })
        }
      }
    },
    _tileReady(coords: L.Coords, err: unknown, tile: HTMLImageElement) {
      if (tile && !tile.hasAttribute('src')) return
      tileReady.call(this, coords, err, tile)
    },
  }) as unknown as new (url: string, options: L.TileLayerOptions) => L.TileLayer
  return new Quiet(url, options)
}

//
//  https://mczachurski.dev
//  Copyright © 2026 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import SwiftUI

enum ComposeParsedExifParser {
    static func parse(from data: Data) -> ComposeParsedExif {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil),
              let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any] else {
            return ComposeParsedExif()
        }

        return parse(properties: properties)
    }

    static func parse(from url: URL) -> ComposeParsedExif {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithURL(url as CFURL, sourceOptions),
              let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any] else {
            return ComposeParsedExif()
        }

        return parse(properties: properties)
    }

    private static func parse(properties: [CFString: Any]) -> ComposeParsedExif {
        let tiff = properties[kCGImagePropertyTIFFDictionary] as? [CFString: Any]
        let exif = properties[kCGImagePropertyExifDictionary] as? [CFString: Any]
        let exifAux = properties[kCGImagePropertyExifAuxDictionary] as? [CFString: Any]
        let gps = properties[kCGImagePropertyGPSDictionary] as? [CFString: Any]
        let iptc = properties[kCGImagePropertyIPTCDictionary] as? [CFString: Any]

        var result = ComposeParsedExif()
        result.description = stringValue(iptc?[kCGImagePropertyIPTCCaptionAbstract])
        result.make = stringValue(tiff?[kCGImagePropertyTIFFMake])
        result.model = stripManufacturerFromModel(
            model: stringValue(tiff?[kCGImagePropertyTIFFModel]),
            manufacturer: result.make
        )
        
        // First we can try to extract lens information from "LensModel" tag from (additional Exif tags).
        let auxLensModel = stringValue(exifAux?[kCGImagePropertyExifAuxLensModel])
        if let auxLensModel, auxLensModel.isEmpty == false {
            result.lens = auxLensModel
        }
        
        // Than we try to extract lens from 'LensType' tag (Canon proprietary, non-standard tag).
        let auxLensId = stringValue(exifAux?[kCGImagePropertyExifAuxLensID])
        if let auxLensId, auxLensId.isEmpty == false {
            result.lens = self.extractLensModel(lensType: auxLensId)
        }
        
        // If we have exif 'LensModel' tag it's more important then 'LensModel' tag and 'LensType'
        // tag from additional exif (and should override it).
        let exifLensModel = stringValue(exif?[kCGImagePropertyExifLensModel])
        if let exifLensModel, exifLensModel.isEmpty == false {
            result.lens = exifLensModel
        }

        result.createDate = stringValue(exif?[kCGImagePropertyExifDateTimeOriginal]) ?? stringValue(exif?[kCGImagePropertyExifDateTimeDigitized])
        result.focalLength = numberLabel(exif?[kCGImagePropertyExifFocalLength])
        result.focalLenIn35mmFilm = numberLabel(exif?[kCGImagePropertyExifFocalLenIn35mmFilm])
        result.fNumber = numberLabel(exif?[kCGImagePropertyExifFNumber])
        result.exposureTime = numberLabel(exif?[kCGImagePropertyExifExposureTime])
        result.photographicSensitivity = isoValue(exif?[kCGImagePropertyExifISOSpeedRatings])
        result.software = stringValue(tiff?[kCGImagePropertyTIFFSoftware])
        result.flash = stringValue(exif?[kCGImagePropertyExifFlash])

        if let (latitude, longitude) = gpsCoordinates(from: gps) {
            result.latitude = latitude
            result.longitude = longitude
        }

        return result
    }

    private static func stripManufacturerFromModel(model: String?, manufacturer: String?) -> String? {
        guard var model = model?.nilIfEmpty else {
            return nil
        }

        if let manufacturer = manufacturer?.nilIfEmpty,
           model.lowercased().hasPrefix(manufacturer.lowercased()) {
            model = String(model.dropFirst(manufacturer.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        return model.nilIfEmpty
    }

    private static func gpsCoordinates(from gps: [CFString: Any]?) -> (String, String)? {
        guard let gps else {
            return nil
        }

        guard var latitude = doubleValue(gps[kCGImagePropertyGPSLatitude]),
              var longitude = doubleValue(gps[kCGImagePropertyGPSLongitude]) else {
            return nil
        }

        let latitudeRef = stringValue(gps[kCGImagePropertyGPSLatitudeRef])?.uppercased()
        let longitudeRef = stringValue(gps[kCGImagePropertyGPSLongitudeRef])?.uppercased()

        if latitudeRef == "S" {
            latitude *= -1
        }

        if longitudeRef == "W" {
            longitude *= -1
        }

        return (coordinateLabel(latitude), coordinateLabel(longitude))
    }

    private static func coordinateLabel(_ value: Double) -> String {
        value.formatted(
            .number
                .locale(Locale(identifier: "en_US_POSIX"))
                .precision(.fractionLength(0...6))
        )
    }

    private static func isoValue(_ value: Any?) -> String? {
        if let values = value as? [Any], let first = values.first {
            return numberLabel(first)
        }

        return numberLabel(value)
    }

    private static func numberLabel(_ value: Any?) -> String? {
        if let number = value as? NSNumber {
            return number.stringValue
        }

        if let double = value as? Double {
            if floor(double) == double {
                return String(Int(double))
            }

            return String(double)
        }

        if let int = value as? Int {
            return String(int)
        }

        if let string = value as? String {
            return string.nilIfEmpty
        }

        return nil
    }

    private static func doubleValue(_ value: Any?) -> Double? {
        if let number = value as? NSNumber {
            return number.doubleValue
        }

        if let double = value as? Double {
            return double
        }

        if let string = value as? String {
            return Double(string)
        }

        return nil
    }

    private static func stringValue(_ value: Any?) -> String? {
        if let string = value as? String {
            return string.nilIfEmpty
        }

        if let number = value as? NSNumber {
            return number.stringValue.nilIfEmpty
        }

        return nil
    }
    
    // Lens types are extracted from https://exiftool.org/TagNames/Canon.html#LensType.
    private static func extractLensModel(lensType: String) -> String? {
        let lensTypeValue = Int(lensType)
        switch (lensTypeValue) {
            case -1: return nil;
            case 1: return "Canon EF 50mm f/1.8";
            case 2: return "Canon EF 28mm f/2.8 or Sigma Lens";
            case 3: return "Canon EF 135mm f/2.8 Soft";
            case 4: return "Canon EF 35-105mm f/3.5-4.5 or Sigma Lens";
            case 5: return "Canon EF 35-70mm f/3.5-4.5";
            case 6: return "Canon EF 28-70mm f/3.5-4.5 or Sigma or Tokina Lens";
            case 7: return "Canon EF 100-300mm f/5.6L";
            case 8: return "Canon EF 100-300mm f/5.6 or Sigma or Tokina Lens";
            case 9: return "Canon EF 70-210mm f/4";
            case 10: return "Canon EF 50mm f/2.5 Macro or Sigma Lens";
            case 11: return "Canon EF 35mm f/2";
            case 13: return "Canon EF 15mm f/2.8 Fisheye";
            case 14: return "Canon EF 50-200mm f/3.5-4.5L";
            case 15: return "Canon EF 50-200mm f/3.5-4.5";
            case 16: return "Canon EF 35-135mm f/3.5-4.5";
            case 17: return "Canon EF 35-70mm f/3.5-4.5A";
            case 18: return "Canon EF 28-70mm f/3.5-4.5";
            case 20: return "Canon EF 100-200mm f/4.5A";
            case 21: return "Canon EF 80-200mm f/2.8L";
            case 22: return "Canon EF 20-35mm f/2.8L or Tokina Lens";
            case 23: return "Canon EF 35-105mm f/3.5-4.5";
            case 24: return "Canon EF 35-80mm f/4-5.6 Power Zoom";
            case 25: return "Canon EF 35-80mm f/4-5.6 Power Zoom";
            case 26: return "Canon EF 100mm f/2.8 Macro or Other Lens";
            case 27: return "Canon EF 35-80mm f/4-5.6";
            case 28: return "Canon EF 80-200mm f/4.5-5.6 or Tamron Lens";
            case 29: return "Canon EF 50mm f/1.8 II";
            case 30: return "Canon EF 35-105mm f/4.5-5.6";
            case 31: return "Canon EF 75-300mm f/4-5.6 or Tamron Lens";
            case 32: return "Canon EF 24mm f/2.8 or Sigma Lens";
            case 33: return "Voigtlander or Carl Zeiss Lens";
            case 35: return "Canon EF 35-80mm f/4-5.6";
            case 36: return "Canon EF 38-76mm f/4.5-5.6";
            case 37: return "Canon EF 35-80mm f/4-5.6 or Tamron Lens";
            case 38: return "Canon EF 80-200mm f/4.5-5.6 II";
            case 39: return "Canon EF 75-300mm f/4-5.6";
            case 40: return "Canon EF 28-80mm f/3.5-5.6";
            case 41: return "Canon EF 28-90mm f/4-5.6";
            case 42: return "Canon EF 28-200mm f/3.5-5.6 or Tamron Lens";
            case 43: return "Canon EF 28-105mm f/4-5.6";
            case 44: return "Canon EF 90-300mm f/4.5-5.6";
            case 45: return "Canon EF-S 18-55mm f/3.5-5.6 [II]";
            case 46: return "Canon EF 28-90mm f/4-5.6";
            case 47: return "Zeiss Milvus 35mm f/2 or 50mm f/2";
            case 48: return "Canon EF-S 18-55mm f/3.5-5.6 IS";
            case 49: return "Canon EF-S 55-250mm f/4-5.6 IS";
            case 50: return "Canon EF-S 18-200mm f/3.5-5.6 IS";
            case 51: return "Canon EF-S 18-135mm f/3.5-5.6 IS";
            case 52: return "Canon EF-S 18-55mm f/3.5-5.6 IS II";
            case 53: return "Canon EF-S 18-55mm f/3.5-5.6 III";
            case 54: return "Canon EF-S 55-250mm f/4-5.6 IS II";
            case 60: return "Irix 11mm f/4 or 15mm f/2.4";
            case 63: return "Irix 30mm F1.4 Dragonfly";
            case 80: return "Canon TS-E 50mm f/2.8L Macro";
            case 81: return "Canon TS-E 90mm f/2.8L Macro";
            case 82: return "Canon TS-E 135mm f/4L Macro";
            case 94: return "Canon TS-E 17mm f/4L";
            case 95: return "Canon TS-E 24mm f/3.5L II";
            case 103: return "Samyang AF 14mm f/2.8 EF or Rokinon Lens";
            case 106: return "Rokinon SP / Samyang XP 35mm f/1.2";
            case 112: return "Sigma 28mm f/1.5 FF High-speed Prime or other Sigma Lens";
            case 117: return "Tamron 35-150mm f/2.8-4.0 Di VC OSD (A043) or other Tamron Lens";
            case 124: return "Canon MP-E 65mm f/2.8 1-5x Macro Photo";
            case 125: return "Canon TS-E 24mm f/3.5L";
            case 126: return "Canon TS-E 45mm f/2.8";
            case 127: return "Canon TS-E 90mm f/2.8 or Tamron Lens";
            case 129: return "Canon EF 300mm f/2.8L USM";
            case 130: return "Canon EF 50mm f/1.0L USM";
            case 131: return "Canon EF 28-80mm f/2.8-4L USM or Sigma Lens";
            case 132: return "Canon EF 1200mm f/5.6L USM";
            case 134: return "Canon EF 600mm f/4L IS USM";
            case 135: return "Canon EF 200mm f/1.8L USM";
            case 136: return "Canon EF 300mm f/2.8L USM";
            case 137: return "Canon EF 85mm f/1.2L USM or Sigma or Tamron Lens";
            case 138: return "Canon EF 28-80mm f/2.8-4L";
            case 139: return "Canon EF 400mm f/2.8L USM";
            case 140: return "Canon EF 500mm f/4.5L USM";
            case 141: return "Canon EF 500mm f/4.5L USM";
            case 142: return "Canon EF 300mm f/2.8L IS USM";
            case 143: return "Canon EF 500mm f/4L IS USM or Sigma Lens";
            case 144: return "Canon EF 35-135mm f/4-5.6 USM";
            case 145: return "Canon EF 100-300mm f/4.5-5.6 USM";
            case 146: return "Canon EF 70-210mm f/3.5-4.5 USM";
            case 147: return "Canon EF 35-135mm f/4-5.6 USM";
            case 148: return "Canon EF 28-80mm f/3.5-5.6 USM";
            case 149: return "Canon EF 100mm f/2 USM";
            case 150: return "Canon EF 14mm f/2.8L USM or Sigma Lens";
            case 151: return "Canon EF 200mm f/2.8L USM";
            case 152: return "Canon EF 300mm f/4L IS USM or Sigma Lens";
            case 153: return "Canon EF 35-350mm f/3.5-5.6L USM or Sigma or Tamron Lens";
            case 154: return "Canon EF 20mm f/2.8 USM or Zeiss Lens";
            case 155: return "Canon EF 85mm f/1.8 USM or Sigma Lens";
            case 156: return "Canon EF 28-105mm f/3.5-4.5 USM or Tamron Lens";
            case 160: return "Canon EF 20-35mm f/3.5-4.5 USM or Tamron or Tokina Lens";
            case 161: return "Canon EF 28-70mm f/2.8L USM or Other Lens";
            case 162: return "Canon EF 200mm f/2.8L USM";
            case 163: return "Canon EF 300mm f/4L";
            case 164: return "Canon EF 400mm f/5.6L";
            case 165: return "Canon EF 70-200mm f/2.8L USM";
            case 166: return "Canon EF 70-200mm f/2.8L USM + 1.4x";
            case 167: return "Canon EF 70-200mm f/2.8L USM + 2x";
            case 168: return "Canon EF 28mm f/1.8 USM or Sigma Lens";
            case 169: return "Canon EF 17-35mm f/2.8L USM or Sigma Lens";
            case 170: return "Canon EF 200mm f/2.8L II USM or Sigma Lens";
            case 171: return "Canon EF 300mm f/4L USM";
            case 172: return "Canon EF 400mm f/5.6L USM or Sigma Lens";
            case 173: return "Canon EF 180mm Macro f/3.5L USM or Sigma Lens";
            case 174: return "Canon EF 135mm f/2L USM or Other Lens";
            case 175: return "Canon EF 400mm f/2.8L USM";
            case 176: return "Canon EF 24-85mm f/3.5-4.5 USM";
            case 177: return "Canon EF 300mm f/4L IS USM";
            case 178: return "Canon EF 28-135mm f/3.5-5.6 IS";
            case 179: return "Canon EF 24mm f/1.4L USM";
            case 180: return "Canon EF 35mm f/1.4L USM or Other Lens";
            case 181: return "Canon EF 100-400mm f/4.5-5.6L IS USM + 1.4x or Sigma Lens";
            case 182: return "Canon EF 100-400mm f/4.5-5.6L IS USM + 2x or Sigma Lens";
            case 183: return "Canon EF 100-400mm f/4.5-5.6L IS USM or Sigma Lens";
            case 184: return "Canon EF 400mm f/2.8L USM + 2x";
            case 185: return "Canon EF 600mm f/4L IS USM";
            case 186: return "Canon EF 70-200mm f/4L USM";
            case 187: return "Canon EF 70-200mm f/4L USM + 1.4x";
            case 188: return "Canon EF 70-200mm f/4L USM + 2x";
            case 189: return "Canon EF 70-200mm f/4L USM + 2.8x";
            case 190: return "Canon EF 100mm f/2.8 Macro USM";
            case 191: return "Canon EF 400mm f/4 DO IS or Sigma Lens";
            case 193: return "Canon EF 35-80mm f/4-5.6 USM";
            case 194: return "Canon EF 80-200mm f/4.5-5.6 USM";
            case 195: return "Canon EF 35-105mm f/4.5-5.6 USM";
            case 196: return "Canon EF 75-300mm f/4-5.6 USM";
            case 197: return "Canon EF 75-300mm f/4-5.6 IS USM or Sigma Lens";
            case 198: return "Canon EF 50mm f/1.4 USM or Other Lens";
            case 199: return "Canon EF 28-80mm f/3.5-5.6 USM";
            case 200: return "Canon EF 75-300mm f/4-5.6 USM";
            case 201: return "Canon EF 28-80mm f/3.5-5.6 USM";
            case 202: return "Canon EF 28-80mm f/3.5-5.6 USM IV";
            case 208: return "Canon EF 22-55mm f/4-5.6 USM";
            case 209: return "Canon EF 55-200mm f/4.5-5.6";
            case 210: return "Canon EF 28-90mm f/4-5.6 USM";
            case 211: return "Canon EF 28-200mm f/3.5-5.6 USM";
            case 212: return "Canon EF 28-105mm f/4-5.6 USM";
            case 213: return "Canon EF 90-300mm f/4.5-5.6 USM or Tamron Lens";
            case 214: return "Canon EF-S 18-55mm f/3.5-5.6 USM";
            case 215: return "Canon EF 55-200mm f/4.5-5.6 II USM";
            case 217: return "Tamron AF 18-270mm f/3.5-6.3 Di II VC PZD";
            case 220: return "Yongnuo YN 50mm f/1.8";
            case 224: return "Canon EF 70-200mm f/2.8L IS USM";
            case 225: return "Canon EF 70-200mm f/2.8L IS USM + 1.4x";
            case 226: return "Canon EF 70-200mm f/2.8L IS USM + 2x";
            case 227: return "Canon EF 70-200mm f/2.8L IS USM + 2.8x";
            case 228: return "Canon EF 28-105mm f/3.5-4.5 USM";
            case 229: return "Canon EF 16-35mm f/2.8L USM";
            case 230: return "Canon EF 24-70mm f/2.8L USM";
            case 231: return "Canon EF 17-40mm f/4L USM or Sigma Lens";
            case 232: return "Canon EF 70-300mm f/4.5-5.6 DO IS USM";
            case 233: return "Canon EF 28-300mm f/3.5-5.6L IS USM";
            case 234: return "Canon EF-S 17-85mm f/4-5.6 IS USM or Tokina Lens";
            case 235: return "Canon EF-S 10-22mm f/3.5-4.5 USM";
            case 236: return "Canon EF-S 60mm f/2.8 Macro USM";
            case 237: return "Canon EF 24-105mm f/4L IS USM";
            case 238: return "Canon EF 70-300mm f/4-5.6 IS USM";
            case 239: return "Canon EF 85mm f/1.2L II USM or Rokinon Lens";
            case 240: return "Canon EF-S 17-55mm f/2.8 IS USM or Sigma Lens";
            case 241: return "Canon EF 50mm f/1.2L USM";
            case 242: return "Canon EF 70-200mm f/4L IS USM";
            case 243: return "Canon EF 70-200mm f/4L IS USM + 1.4x";
            case 244: return "Canon EF 70-200mm f/4L IS USM + 2x";
            case 245: return "Canon EF 70-200mm f/4L IS USM + 2.8x";
            case 246: return "Canon EF 16-35mm f/2.8L II USM";
            case 247: return "Canon EF 14mm f/2.8L II USM";
            case 248: return "Canon EF 200mm f/2L IS USM or Sigma Lens";
            case 249: return "Canon EF 800mm f/5.6L IS USM";
            case 250: return "Canon EF 24mm f/1.4L II USM or Sigma Lens";
            case 251: return "Canon EF 70-200mm f/2.8L IS II USM";
            case 252: return "Canon EF 70-200mm f/2.8L IS II USM + 1.4x";
            case 253: return "Canon EF 70-200mm f/2.8L IS II USM + 2x";
            case 254: return "Canon EF 100mm f/2.8L Macro IS USM or Tamron Lens";
            case 255: return "Sigma 24-105mm f/4 DG OS HSM | A or Other Lens";
            case 368: return "Sigma 14-24mm f/2.8 DG HSM | A or other Sigma Lens";
            case 488: return "Canon EF-S 15-85mm f/3.5-5.6 IS USM";
            case 489: return "Canon EF 70-300mm f/4-5.6L IS USM";
            case 490: return "Canon EF 8-15mm f/4L Fisheye USM";
            case 491: return "Canon EF 300mm f/2.8L IS II USM or Tamron Lens";
            case 492: return "Canon EF 400mm f/2.8L IS II USM";
            case 493: return "Canon EF 500mm f/4L IS II USM or EF 24-105mm f4L IS USM";
            case 494: return "Canon EF 600mm f/4L IS II USM";
            case 495: return "Canon EF 24-70mm f/2.8L II USM or Sigma Lens";
            case 496: return "Canon EF 200-400mm f/4L IS USM";
            case 499: return "Canon EF 200-400mm f/4L IS USM + 1.4x";
            case 502: return "Canon EF 28mm f/2.8 IS USM or Tamron Lens";
            case 503: return "Canon EF 24mm f/2.8 IS USM";
            case 504: return "Canon EF 24-70mm f/4L IS USM";
            case 505: return "Canon EF 35mm f/2 IS USM";
            case 506: return "Canon EF 400mm f/4 DO IS II USM";
            case 507: return "Canon EF 16-35mm f/4L IS USM";
            case 508: return "Canon EF 11-24mm f/4L USM or Tamron Lens";
            case 624: return "Sigma 70-200mm f/2.8 DG OS HSM | S or other Sigma Lens";
            case 747: return "Canon EF 100-400mm f/4.5-5.6L IS II USM or Tamron Lens";
            case 748: return "Canon EF 100-400mm f/4.5-5.6L IS II USM + 1.4x or Tamron Lens";
            case 749: return "Canon EF 100-400mm f/4.5-5.6L IS II USM + 2x or Tamron Lens";
            case 750: return "Canon EF 35mm f/1.4L II USM or Tamron Lens";
            case 751: return "Canon EF 16-35mm f/2.8L III USM";
            case 752: return "Canon EF 24-105mm f/4L IS II USM";
            case 753: return "Canon EF 85mm f/1.4L IS USM";
            case 754: return "Canon EF 70-200mm f/4L IS II USM";
            case 757: return "Canon EF 400mm f/2.8L IS III USM";
            case 758: return "Canon EF 600mm f/4L IS III USM";
            case 923: return "Meike/SKY 85mm f/1.8 DCM";
            case 1136: return "Sigma 24-70mm f/2.8 DG OS HSM | A";
            case 4142: return "Canon EF-S 18-135mm f/3.5-5.6 IS STM";
            case 4143: return "Canon EF-M 18-55mm f/3.5-5.6 IS STM or Tamron Lens";
            case 4144: return "Canon EF 40mm f/2.8 STM";
            case 4145: return "Canon EF-M 22mm f/2 STM";
            case 4146: return "Canon EF-S 18-55mm f/3.5-5.6 IS STM";
            case 4147: return "Canon EF-M 11-22mm f/4-5.6 IS STM";
            case 4148: return "Canon EF-S 55-250mm f/4-5.6 IS STM";
            case 4149: return "Canon EF-M 55-200mm f/4.5-6.3 IS STM";
            case 4150: return "Canon EF-S 10-18mm f/4.5-5.6 IS STM";
            case 4152: return "Canon EF 24-105mm f/3.5-5.6 IS STM";
            case 4153: return "Canon EF-M 15-45mm f/3.5-6.3 IS STM";
            case 4154: return "Canon EF-S 24mm f/2.8 STM";
            case 4155: return "Canon EF-M 28mm f/3.5 Macro IS STM";
            case 4156: return "Canon EF 50mm f/1.8 STM";
            case 4157: return "Canon EF-M 18-150mm f/3.5-6.3 IS STM";
            case 4158: return "Canon EF-S 18-55mm f/4-5.6 IS STM";
            case 4159: return "Canon EF-M 32mm f/1.4 STM";
            case 4160: return "Canon EF-S 35mm f/2.8 Macro IS STM";
            case 4208: return "Sigma 56mm f/1.4 DC DN | C or other Sigma Lens";
            case 4976: return "Sigma 16-300mm F3.5-6.7 DC OS | C (025)";
            case 6512: return "Sigma 12mm F1.4 DC | C";
            case 36910: return "Canon EF 70-300mm f/4-5.6 IS II USM";
            case 36912: return "Canon EF-S 18-135mm f/3.5-5.6 IS USM";
            case 61182: return "Canon RF 50mm F1.2L USM or other Canon RF Lens";
            case 61491: return "Canon CN-E 14mm T3.1 L F";
            case 61492: return "Canon CN-E 24mm T1.5 L F";
            case 61494: return "Canon CN-E 85mm T1.3 L F";
            case 61495: return "Canon CN-E 135mm T2.2 L F";
            case 61496: return "Canon CN-E 35mm T1.5 L F";
            case 65535: return nil;
            default: return nil;
        }
    }
}

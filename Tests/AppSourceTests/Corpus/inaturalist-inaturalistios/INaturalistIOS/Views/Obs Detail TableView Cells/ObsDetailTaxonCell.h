//
//  ObsDetailTaxonCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/16/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailTaxonCell : UITableViewCell

@property IBOutlet UILabel *taxonNameLabel;
@property IBOutlet UILabel *taxonSecondaryNameLabel;
@property IBOutlet UIImageView *taxonImageView;

@end
